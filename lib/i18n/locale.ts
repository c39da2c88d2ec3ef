/**
 * The site's two languages. English lives at the root, Spanish under /es/ (docs/decisions/110).
 * A record's Spanish words sit in a file beside the English one (`sarasota.es.json`).
 */
export const locales = ['en', 'es'] as const;

export type Locale = (typeof locales)[number];

/** The `lang` of a page and the locale of its dates, times and prices: US English, US Spanish. */
export const languageTags: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The Spanish home page; every Spanish page lives under it. */
export const spanishHome = '/es';

/** A Spanish page's address: its Spanish file's slug under /es/. */
export const spanishAddress = (slug: string) => `${spanishHome}/${slug}`;
