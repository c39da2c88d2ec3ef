import type { PageKey } from './schemas/other-pages';

/**
 * What the site knows of a one-off page (the home page, /faq, /pricing...) besides its words,
 * said once (docs/decisions/074-one-page-registry.md). Its title, heading and English address
 * are in content/pages.json, its Spanish address (`slug`) in content/pages.es.json; its view is
 * components/pages/<key in kebab-case>-page.tsx and its English route app/(en)/<address>/page.tsx.
 */
export interface OneOffPage {
  /**
   * The record holding its own words (content/<record>.json); none where content/pages.json
   * holds them all. A Spanish page's own Spanish file is that record's (or content/pages.es.json):
   * the page is Spanish once that file exists, and in search once its box is ticked.
   */
  record?: string;
  /** Whether it has a Spanish version, at its slug, rendered by its view in components/pages/spanish-views.tsx. */
  spanish: boolean;
  /** Whether search engines may list it; false keeps it out in both languages. */
  indexed: boolean;
  /**
   * What else its date of change (dateModified, the sitemap's lastmod) follows besides its view,
   * content/pages* and its record: git pathspecs of the other records or code whose words it shows.
   */
  dated?: readonly string[];
}

/** Every one-off page, one a line; a page of content/pages.json without its line here fails the type-check. */
export const oneOffPages = {
  home: { record: 'home', spanish: true, indexed: true },
  aboutUs: { record: 'about', spanish: true, indexed: true },
  about: { record: 'about', spanish: true, indexed: true },
  faq: { record: 'faq', spanish: true, indexed: true },
  // The gallery, the reviews, the blog and the review card show customers' and our articles'
  // English words; links from Spanish pages say they lead to English pages.
  reviews: { record: 'reviews', spanish: false, indexed: true },
  gallery: { record: 'gallery', spanish: false, indexed: true },
  blog: { spanish: false, indexed: true, dated: ['content/articles/*'] },
  // The policy is code in both languages: its facts are the build's (lib/legal/policy.ts).
  privacy: { spanish: true, indexed: true, dated: ['lib/legal/'] },
  thankYou: { record: 'thank-you', spanish: true, indexed: false },
  reviewUs: { record: 'review-request', spanish: false, indexed: false },
  serviceArea: { spanish: true, indexed: true, dated: ['content/service-area*', 'content/counties/*'] },
  pricing: { record: 'pricing', spanish: true, indexed: true, dated: ['content/services*'] },
  troubleshooting: { record: 'troubleshooting', spanish: true, indexed: true },
} as const satisfies Record<PageKey, OneOffPage>;

type Declared = typeof oneOffPages;

/** The one-off pages that can be Spanish. */
export type SpanishPageKey = { [K in PageKey]: Declared[K]['spanish'] extends true ? K : never }[PageKey];

/** The records holding a Spanish one-off page's own words ('about' for /about-us and /about). */
export type SpanishPageRecord = { [K in SpanishPageKey]: Declared[K] extends { record: infer R } ? R : never }[SpanishPageKey];

/** The record whose Spanish file holds a Spanish one-off page's own words: its own, or 'pages'. */
export const ownSpanishRecord = (page: OneOffPage): string => page.record ?? 'pages';

/** The records whose Spanish file holds a one-off page's own words (lib/content/spanish-review.ts). */
export const oneOffSpanishRecords = [
  ...new Set(Object.values<OneOffPage>(oneOffPages).flatMap((page) => (page.spanish ? [ownSpanishRecord(page)] : []))),
];

/** The file of a one-off page's view: aboutUs's is components/pages/about-us-page.tsx. */
export const oneOffView = (key: string): string =>
  `components/pages/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page.tsx`;

/**
 * What keeps a declared Spanish page from its Spanish version: no Spanish address in
 * content/pages.es.json (`slugs`) or no view in components/pages/spanish-views.tsx (`views`).
 * The home page needs neither: it is /es, with a route of its own (app/es/page.tsx).
 */
export function oneOffProblems(
  pages: Readonly<Record<string, OneOffPage>>,
  slugs: Readonly<Record<string, string | undefined>>,
  views: readonly string[],
): string[] {
  return Object.entries(pages).flatMap(([key, page]) =>
    page.spanish && key !== 'home'
      ? [
          ...(slugs[key] ? [] : [`${key} is declared Spanish but content/pages.es.json gives it no slug (its Spanish address)`]),
          ...(views.includes(key) ? [] : [`${key} is declared Spanish but components/pages/spanish-views.tsx has no view for it`]),
        ]
      : [],
  );
}
