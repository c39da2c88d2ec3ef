import type { z } from 'zod';
import { articleSchema } from './schemas/article';
import { businessSchema } from './schemas/business';
import { citySchema } from './schemas/city';
import { countySchema } from './schemas/county';
import {
  brandsSchema,
  faqSchema,
  gallerySchema,
  pricingSchema,
  projectsSchema,
  reviewRequestSchema,
  reviewsSchema,
  testimonialsSchema,
  teamSchema,
  thankYouSchema,
} from './schemas/pages';
import { serviceAreaSchema } from './schemas/service-area';
import { emergencyServiceSchema, inspectionSchema, serviceSchema } from './schemas/service';
import { siteSchema } from './schemas/site';
import { aboutSchema } from './schemas/about';
import { homeSchema } from './schemas/home';
import { otherPagesSchema } from './schemas/other-pages';
import { troubleshootingSchema } from './schemas/troubleshooting';
import { formsSchema } from './schemas/forms';

/**
 * Every data file an owner edits, as the build checks it and the editor at /admin shows it.
 * `file`: one record in one file. `folder`: one record per file, the folder is the list (adding a
 * city is adding a file); for Markdown, front matter holds the fields and the text below it `body`.
 * `translated`: the record may have a Spanish file beside it (`x.es.json`) holding its words
 * (docs/decisions/110-two-languages.md). `group`: where the editor lists it.
 */
interface CollectionBase<S extends z.ZodType> {
  label: string;
  description?: string;
  /** Where the editor lists it; without one, a file is listed on its own under its label. */
  group?: EditorGroup;
  schema: S;
  translated?: boolean;
}

interface FileCollection<S extends z.ZodType> extends CollectionBase<S> {
  kind: 'file';
  file: string;
}

interface FolderCollection<S extends z.ZodType> extends CollectionBase<S> {
  kind: 'folder';
  folder: string;
  extension: 'json' | 'md';
  /** The field that must equal the file name; absent where the file name alone is the address. */
  slugField?: string;
}

type CollectionShape<S extends z.ZodType = z.ZodType> = FileCollection<S> | FolderCollection<S>;

/** The editor's sections, in the order an owner looks for things. */
export const editorGroups = [
  'Business details',
  'Home page',
  'Services',
  'Cities',
  'About',
  'Troubleshooting guide',
  'Prices and questions',
  'Reviews and pictures',
  'Other pages',
  'Forms and messages',
  'Menus',
  'Articles',
] as const;

export type EditorGroup = (typeof editorGroups)[number];

const file = <S extends z.ZodType>(name: string, schema: S, rest: Omit<FileCollection<S>, 'kind' | 'file' | 'schema'>) =>
  ({ kind: 'file', file: `content/${name}.json`, schema, ...rest }) satisfies FileCollection<S>;

/** The registry: the key is the collection's name (and its generated module's). */
/** The emergency page's record and address: one file beside the services folder, and a service page like them. */
export const emergencySlug = 'emergency-service';

export const collections = {
  business: file('business', businessSchema, {
    label: 'Business details',
    description: 'Name, phone, e-mail, hours, promises, offer and everything else about the business. Shown on every page.',
    group: 'Business details',
    translated: true,
  }),
  home: file('home', homeSchema, {
    label: 'Home page',
    description:
      "The home page's headings, texts, buttons, welcome offer and side panel. Its reviews, projects and brands are under Reviews and pictures.",
    group: 'Home page',
    translated: true,
  }),
  'service-area': file('service-area', serviceAreaSchema, {
    label: 'Service area',
    description:
      'The counties you serve. Every ZIP code in them is answered "yes" by the ZIP checker, and every text that says where you work follows it.',
    group: 'Business details',
    translated: true,
  }),
  services: {
    kind: 'folder',
    folder: 'content/services',
    extension: 'json',
    slugField: 'slug',
    schema: serviceSchema,
    label: 'Services',
    description: "One page per service. The file name is the page's web address.",
    group: 'Services',
    translated: true,
  },
  [emergencySlug]: file(emergencySlug, emergencyServiceSchema, {
    label: 'Emergency service page',
    description: 'The 24/7 emergency page: call-first, with its own sections.',
    group: 'Services',
    translated: true,
  }),
  inspection: file('inspection', inspectionSchema, {
    label: 'Maintenance checklist',
    description: 'Every point a maintenance visit checks; the maintenance page lists them.',
    group: 'Services',
    translated: true,
  }),
  counties: {
    kind: 'folder',
    folder: 'content/counties',
    extension: 'json',
    slugField: 'slug',
    schema: countySchema,
    label: 'Counties',
    description:
      'One page per county of the service area: how you serve it, what is different there, its cities and ZIP codes. The menus link these pages.',
    group: 'Cities',
    translated: true,
  },
  cities: {
    kind: 'folder',
    folder: 'content/cities',
    extension: 'json',
    slugField: 'slug',
    schema: citySchema,
    label: 'Cities',
    description:
      "One page per city you serve, in its own words. Add a city to add its page, its place on its county's page and its ZIP codes.",
    group: 'Cities',
    translated: true,
  },
  team: file('team', teamSchema, {
    label: 'Team',
    description: 'The owner and the technicians customers meet: names, roles and photos. Nobody is shown while marked as example.',
    group: 'About',
    translated: true,
  }),
  about: file('about', aboutSchema, {
    label: 'About pages',
    description:
      'The words of /about-us (your story, what makes you different, your mission) and /about (the technicians and how a visit works).',
    group: 'About',
    translated: true,
  }),
  troubleshooting: file('troubleshooting', troubleshootingSchema, {
    label: 'Troubleshooting guide',
    description:
      'The guide at /garage-door-troubleshooting: the safety rules and one section per symptom, with what it means, what is safe to check and what never to do.',
    group: 'Troubleshooting guide',
    translated: true,
  }),
  pricing: file('pricing', pricingSchema, {
    label: 'Prices',
    description: 'The price guide: every price on the site (the /pricing page, the FAQ, each service page) comes from here.',
    group: 'Prices and questions',
    translated: true,
  }),
  faq: file('faq', faqSchema, {
    label: 'Questions and answers',
    description: 'The questions on /faq.',
    group: 'Prices and questions',
    translated: true,
  }),
  reviews: file('reviews', reviewsSchema, {
    label: 'Reviews',
    description: 'The customer reviews on /reviews.',
    group: 'Reviews and pictures',
  }),
  testimonials: file('testimonials', testimonialsSchema, {
    label: 'Home page reviews',
    description: 'The reviews that rotate on the home page.',
    group: 'Reviews and pictures',
  }),
  projects: file('projects', projectsSchema, {
    label: 'Projects',
    description: "The home page's before-and-after carousel, recent projects and the video's picture.",
    group: 'Reviews and pictures',
    translated: true,
  }),
  gallery: file('gallery', gallerySchema, {
    label: 'Gallery',
    description: 'The before-and-after pictures on /gallery.',
    group: 'Reviews and pictures',
  }),
  brands: file('brands', brandsSchema, {
    label: 'Brands',
    description: 'The brands we service, shown on the home page.',
    group: 'Reviews and pictures',
    translated: true,
  }),
  pages: file('pages', otherPagesSchema, {
    label: 'Page titles and texts',
    description:
      "Every page's search title, description and heading, the words several pages share, and the texts of the questions, prices, service-area, reviews, gallery and blog pages and of every city and service page.",
    group: 'Other pages',
    translated: true,
  }),
  'thank-you': file('thank-you', thankYouSchema, {
    label: 'Thank-you page',
    description: 'What a customer reads after sending a request without JavaScript.',
    group: 'Other pages',
    translated: true,
  }),
  'review-request': file('review-request', reviewRequestSchema, {
    label: 'Review request card',
    description: 'The card at /review-us you show customers after a job.',
    group: 'Other pages',
  }),
  forms: file('forms', formsSchema, {
    label: 'Forms and messages',
    description:
      'Every word of the request forms: labels, examples, choices, buttons, what each form says after sending, the confirmation, and the ZIP checker.',
    group: 'Forms and messages',
    translated: true,
  }),
  site: file('site', siteSchema, {
    label: 'Menus, header and footer',
    description: 'The words of the header, the menus, the footer, the phone bar and the page-not-found page.',
    group: 'Menus',
    translated: true,
  }),
  articles: {
    kind: 'folder',
    folder: 'content/articles',
    extension: 'md',
    schema: articleSchema,
    label: 'Articles',
    description: "Tips and guides on the blog. The file name is the article's web address.",
    group: 'Articles',
  },
} as const satisfies Record<string, CollectionShape>;

type Registry = typeof collections;

export type CollectionName = keyof Registry;

/** A checked record of collection `N`, as the site reads it. */
export type RecordOf<N extends CollectionName> = z.output<Registry[N]['schema']>;

/** One registry entry with its name: what the build, the editor and the checks walk. */
export type ContentCollection<S extends z.ZodType = z.ZodType> = CollectionShape<S> & { name: string };

export const contentCollections: readonly ContentCollection[] = Object.entries(collections).map(([name, entry]) => ({
  name,
  ...(entry as CollectionShape),
}));
