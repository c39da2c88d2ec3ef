import { type Locale, spanishAddress, spanishHome } from '@/lib/i18n/locale';
import { byLocale } from './by-locale';
import { fill } from './fill';
import { galleryShowsPhotos } from './gallery';
import { data, es } from '@/lib/content/generated/pages';
import { data as reviewRequestData } from '@/lib/content/generated/review-request';
import { data as thankYouData, es as thankYouEs } from '@/lib/content/generated/thank-you';
import { es as aboutEs } from '@/lib/content/generated/about';
import { es as homeEs } from '@/lib/content/generated/home';
import { es as faqEs } from '@/lib/content/generated/faq';
import { es as pricingEs } from '@/lib/content/generated/pricing';
import { es as troubleshootingEs } from '@/lib/content/generated/troubleshooting';
import type { OtherPagesWords, PageKey } from './schemas/other-pages';
import { type OneOffPage, oneOffPages, ownSpanishRecord, type SpanishPageRecord } from './one-off-pages';

export type { PageKey } from './schemas/other-pages';

/** The words of content/pages.json: page titles, words many pages share, and the pages without a record of their own. */
export const pageWordsIn = byLocale('pages', data, es);

type PageRecords = OtherPagesWords['pages'];

/** A one-off page's search title, description, heading and (but the home page) breadcrumb name. */
export type StaticPageRecord<K extends PageKey = PageKey> = PageRecords[K] & {
  /** Pages search engines should not index (declared so in lib/content/one-off-pages.ts). */
  noindex?: boolean;
};

/** Every one-off page in `locale`; the gallery's description says photos only when every picture is one. */
export function staticPagesIn(locale: Locale): { [K in PageKey]: StaticPageRecord<K> } {
  const words = pageWordsIn(locale);
  const pictures = galleryShowsPhotos ? words.gallery.pictures.photos : words.gallery.pictures.drawings;
  return Object.fromEntries(
    Object.entries(words.pages).map(([key, page]) => [
      key,
      {
        ...page,
        description: fill(page.description, { pictures }),
        ...(oneOffPages[key as PageKey].indexed ? {} : { noindex: true }),
      },
    ]),
  ) as { [K in PageKey]: StaticPageRecord<K> };
}

export const staticPages = staticPagesIn('en');

/** The thank-you page's words (content/thank-you.json): where a form sent without JavaScript lands. */
export const thankYouWordsIn = byLocale('thank-you', thankYouData, thankYouEs);

/** The review-request card at /review-us (content/review-request.json). */
export const reviewRequest = reviewRequestData;

/**
 * The Spanish file of each record holding a Spanish one-off page's own words, by the record's
 * name (lib/content/one-off-pages.ts): such a page is Spanish only once that file exists. A
 * record declared there without its line here fails the type-check.
 */
const spanishRecords = {
  home: homeEs,
  about: aboutEs,
  faq: faqEs,
  pricing: pricingEs,
  'thank-you': thankYouEs,
  troubleshooting: troubleshootingEs,
} satisfies Record<SpanishPageRecord, { reviewed: boolean } | null>;

/**
 * A one-off page's Spanish version: its address (the Spanish slug of content/pages.es.json), the
 * file holding its own Spanish words and whether they were reviewed; undefined where the page
 * has no Spanish version. The home page is /es.
 */
export function spanishStaticPage(key: PageKey): { path: string; file: string; reviewed: boolean } | undefined {
  const page: OneOffPage = oneOffPages[key];
  if (!es || !page.spanish) return undefined;
  const record = ownSpanishRecord(page);
  const own = record === 'pages' ? es : spanishRecords[record as SpanishPageRecord];
  if (!own) return undefined;
  const file = `content/${record}.es.json`;
  if (key === 'home') return { path: spanishHome, file, reviewed: own.reviewed };
  const words = es.pages[key];
  const slug = 'slug' in words ? words.slug : undefined;
  return slug ? { path: spanishAddress(slug), file, reviewed: own.reviewed } : undefined;
}

/** A one-off page in `locale`, at its address in that language (a Spanish page's under /es/, an English-only page's English one). */
export function pageIn<K extends PageKey>(key: K, locale: Locale): StaticPageRecord<K> {
  const page = staticPagesIn(locale)[key];
  const spanish = locale === 'es' ? spanishStaticPage(key) : undefined;
  return { ...page, path: spanish?.path ?? page.path };
}
