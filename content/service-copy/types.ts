import type { FieldDefinition } from '@/content/forms';
import type { FaqEntry, Feature, Review } from '@/content/page-copy';

/** Page-specific sections a service page adds between its signs and its safety note. */
export type ServiceBlock =
  | { kind: 'list'; title: string; intro?: string; items: string[] }
  | { kind: 'groups'; title: string; intro?: string; groups: { title: string; items: string[] }[] }
  | { kind: 'cards'; title: string; intro?: string; cards: Feature[] }
  | { kind: 'brands'; title: string; intro?: string; brands: string[] }
  | { kind: 'schedule'; title: string; intro?: string; rows: { who: string; when: string; why: string }[] }
  | { kind: 'callout'; title: string; text: string };

export interface TitledText {
  title: string;
  text: string;
}

export interface TitledList {
  title: string;
  intro?: string;
  items: string[];
}

/** One service page: the problem, its signs, safety, what a visit includes, and its form. */
export interface ServiceCopy {
  lead: string;
  /** The hero button that scrolls to the form. */
  heroAction: string;
  problem: { title: string; paragraphs: string[] };
  signs: TitledList;
  blocks: ServiceBlock[];
  safety: TitledText;
  visit: TitledList;
  faqs: FaqEntry[];
  review: Review;
  cta: TitledText;
  form: { title: string; intro: string; select: FieldDefinition; zipOptional?: boolean; submitLabel?: string };
}
