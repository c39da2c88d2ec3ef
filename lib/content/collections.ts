import type { z } from 'zod';
import { articleSchema } from './schemas/article';
import { businessSchema } from './schemas/business';
import { citySchema } from './schemas/city';
import { serviceAreaSchema } from './schemas/service-area';
import { emergencyServiceSchema, inspectionSchema, serviceSchema } from './schemas/service';
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

/**
 * Every data file an owner edits, as the build checks it and the editor at /admin shows it.
 * `file`: one record in one file. `folder`: one record per file, the folder is the list (adding a
 * city is adding a file); for Markdown, front matter holds the fields and the text below it `body`.
 */
interface CollectionBase {
  name: string;
  /** The schema's module under lib/content/schemas/ and its export: the generated module's type. */
  type: { module: string; schema: string };
  label: string;
  description: string;
  schema: z.ZodType;
}

interface FileCollection extends CollectionBase {
  kind: 'file';
  file: string;
}

interface FolderCollection extends CollectionBase {
  kind: 'folder';
  folder: string;
  extension: 'json' | 'md';
  /** The field that must equal the file name; absent where the file name alone is the address. */
  slugField?: string;
}

export type ContentCollection = FileCollection | FolderCollection;

export const contentCollections = [
  {
    name: 'business',
    label: 'Business details',
    description: 'Name, phone, e-mail, hours, rating, offer and everything else about the business. Shown on every page.',
    kind: 'file',
    file: 'content/business.json',
    schema: businessSchema,
    type: { module: 'business', schema: 'businessSchema' },
  },
  {
    name: 'service-area',
    label: 'Service area',
    description:
      'The counties you serve. Every ZIP code in them is answered "yes" by the ZIP checker, and every text that says where you work follows it.',
    kind: 'file',
    file: 'content/service-area.json',
    schema: serviceAreaSchema,
    type: { module: 'service-area', schema: 'serviceAreaSchema' },
  },
  {
    name: 'cities',
    label: 'Cities',
    description: 'One page per city you serve. Add a city to add its page, its menu entry and its ZIP codes.',
    kind: 'folder',
    folder: 'content/cities',
    extension: 'json',
    slugField: 'slug',
    schema: citySchema,
    type: { module: 'city', schema: 'citySchema' },
  },
  {
    name: 'services',
    label: 'Services',
    description: "One page per service. The file name is the page's web address.",
    kind: 'folder',
    folder: 'content/services',
    extension: 'json',
    slugField: 'slug',
    schema: serviceSchema,
    type: { module: 'service', schema: 'serviceSchema' },
  },
  {
    name: 'emergency-service',
    label: 'Emergency service page',
    description: 'The 24/7 emergency page: call-first, with its own sections.',
    kind: 'file',
    file: 'content/emergency-service.json',
    schema: emergencyServiceSchema,
    type: { module: 'service', schema: 'emergencyServiceSchema' },
  },
  {
    name: 'inspection',
    label: 'Maintenance checklist',
    description: 'Every point a maintenance visit checks; the maintenance page lists them.',
    kind: 'file',
    file: 'content/inspection.json',
    schema: inspectionSchema,
    type: { module: 'service', schema: 'inspectionSchema' },
  },
  {
    name: 'articles',
    label: 'Articles',
    description: "Tips and guides on the blog. The file name is the article's web address.",
    kind: 'folder',
    folder: 'content/articles',
    extension: 'md',
    schema: articleSchema,
    type: { module: 'article', schema: 'articleSchema' },
  },
  ...(
    [
      [
        'pricing',
        'Prices',
        'The price guide: every price on the site (the /pricing page, the FAQ, each service page) comes from here.',
        pricingSchema,
        'pricingSchema',
      ],
      ['faq', 'Questions and answers', 'The questions on /faq.', faqSchema, 'faqSchema'],
      ['reviews', 'Reviews', 'The customer reviews on /reviews.', reviewsSchema, 'reviewsSchema'],
      ['testimonials', 'Home page reviews', 'The reviews that rotate on the home page.', testimonialsSchema, 'testimonialsSchema'],
      [
        'projects',
        'Projects',
        "The home page's before-and-after carousel, recent projects and the video's picture.",
        projectsSchema,
        'projectsSchema',
      ],
      ['gallery', 'Gallery', 'The before-and-after pictures on /gallery.', gallerySchema, 'gallerySchema'],
      [
        'team',
        'Team',
        'The owner and the technicians customers meet: names, roles and photos. Nobody is shown while marked as example.',
        teamSchema,
        'teamSchema',
      ],
      ['brands', 'Brands', 'The brands we service, shown on the home page.', brandsSchema, 'brandsSchema'],
      [
        'thank-you',
        'Thank-you page',
        'What a customer reads after sending a request without JavaScript.',
        thankYouSchema,
        'thankYouSchema',
      ],
      [
        'review-request',
        'Review request card',
        'The card at /review-us you show customers after a job.',
        reviewRequestSchema,
        'reviewRequestSchema',
      ],
    ] as const
  ).map(([name, label, description, schema, schemaName]) => ({
    name,
    label,
    description,
    kind: 'file' as const,
    file: `content/${name}.json`,
    schema,
    type: { module: 'pages', schema: schemaName },
  })),
] as const satisfies readonly ContentCollection[];
