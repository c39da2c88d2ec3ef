import type { Feature, Review } from '@/content/page-copy';

/** The three city page layouts: featured (cards and lists), long (full page), short (quick booking). */
export type CityTemplate = 'featured' | 'long' | 'short';

/** One address of a city page, with what search engines and the page's h1 show for it. */
export interface CityRoute {
  /** The URL path without its leading slash, e.g. 'garage-door-sarasota'. */
  slug: string;
  title: string;
  description: string;
  h1: string;
  /** When this route shows the same page as another, that route's slug: search engines index that one. */
  canonical?: string;
}

/** The long-form page: services list, why-choose-us list. */
export interface LongCopy {
  lead: string;
  services: string[];
  whyChoose: string[];
}

/** The short-form page: a few paragraphs of text before the review and the form. */
export interface ShortCopy {
  lead: string;
  paragraphs: string[];
}

/** The featured page: three service cards, a services list and reasons to call. */
export interface FeaturedCopy {
  lead: string;
  cards: readonly [Feature, Feature, Feature];
  services: string[];
  reasons: string[];
  formTitle: string;
}

/** A page layout the city has: its words, and the routes (at least one) that show it. */
export interface CityVariant<Copy> {
  routes: readonly [CityRoute, ...CityRoute[]];
  copy: Copy;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The city form's select: which key it sends and the options, the last one 'Not sure yet'. */
export type CitySelect = ({ name: 'service'; label: 'What do you need?' } | { name: 'issue'; label: 'What is the issue?' }) & {
  options: readonly [...SelectOption[], { value: 'not-sure'; label: 'Not sure yet' }];
};

/**
 * Everything about one city we serve. `Slug` and `Zip` keep the literal values so that the
 * registry's slugs form the `CitySlug` type and the form's ZIP example must be one of the city's ZIPs.
 */
export interface CityDefinition<Slug extends string = string, Zip extends string = string> {
  slug: Slug;
  name: string;
  county: string;
  /** ZIP codes shown to visitors. */
  zipCodes: readonly [Zip, ...Zip[]];
  neighbourhoods: readonly string[];
  /** Local conditions that change how doors wear here and what we recommend. */
  localNotes: readonly Feature[];
  review: Review;
  /** The layouts this city has and at which routes; each route renders its layout's words. */
  pages: { featured?: CityVariant<FeaturedCopy>; long?: CityVariant<LongCopy>; short?: CityVariant<ShortCopy> };
  form: { select: CitySelect; zipPlaceholder: NoInfer<Zip> };
  /** Position (1 = first) in the header's Locations menu and the footer; the mobile menu shows the first five. */
  menuPosition: number;
  /** Listed among the emergency page's service areas. */
  emergencyArea: boolean;
  /** Recognised by the home page's local-team detection when the visitor's location names it. */
  detectable: boolean;
}

/** Keeps a city file's literal slug and ZIPs (see CityDefinition) while checking every field. */
export function defineCity<const Slug extends string, const Zip extends string>(city: CityDefinition<Slug, Zip>): CityDefinition<Slug, Zip> {
  return city;
}

/** One route of a city page, as routes, metadata, forms and links read it. */
export interface CityPageOf<Slug extends string> extends CityRoute {
  city: Slug;
  template: CityTemplate;
}
