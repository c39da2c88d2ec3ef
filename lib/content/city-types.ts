import type { City } from './schemas/city';

/** The three city page layouts: featured (cards and lists), long (full page), short (quick booking). */
export type CityTemplate = 'featured' | 'long' | 'short';

type Pages = City['pages'];
export type FeaturedCopy = NonNullable<Pages['featured']>['copy'];
export type LongCopy = NonNullable<Pages['long']>['copy'];
export type ShortCopy = NonNullable<Pages['short']>['copy'];
type CitySelect = City['form']['select'];
export type SelectOption = CitySelect['options'][number];

/** One address of a city page, with what search engines and the page's h1 show for it. */
interface CityRoute {
  /** The URL path without its leading slash, e.g. 'garage-door-sarasota'. */
  slug: string;
  title: string;
  description: string;
  h1: string;
  /** When this route shows a page search engines should find at another address, that address. */
  canonical?: string;
}

/** One route of a city page, as routes, metadata, forms and links read it. */
export interface CityPageOf<Slug extends string> extends CityRoute {
  city: Slug;
  template: CityTemplate;
}

export type CityOf<Slug extends string> = City & { slug: Slug };
