import type { CitySlug } from '@/content/cities';
import type { Feature, ReviewRecord } from '@/content/page-copy';

/** The long-form page: services list, why-choose-us list (docs/product.md#city-pages-which-route-shows-which-template). */
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

/** Everything a city's pages say about that city; each template reads its own part. */
export interface CityCopy {
  city: CitySlug;
  neighbourhoods: string[];
  /** Local conditions that change how doors wear here and what we recommend. */
  localNotes: Feature[];
  review: ReviewRecord;
  long?: LongCopy;
  short?: ShortCopy;
  featured?: FeaturedCopy;
}
