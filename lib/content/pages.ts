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

export type { PageKey } from './schemas/other-pages';

/** The words of content/pages.json: page titles, words many pages share, and the pages without a record of their own. */
export const pageWordsIn = byLocale('pages', data, es);

type PageRecords = OtherPagesWords['pages'];

/** A one-off page's search title, description, heading and (but the home page) breadcrumb name. */
export type StaticPageRecord<K extends PageKey = PageKey> = PageRecords[K] & {
  /** Pages search engines should not index (the thank-you page, the review-request card). */
  noindex?: boolean;
};

const unindexed: readonly PageKey[] = ['thankYou', 'reviewUs'];

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
        ...(unindexed.includes(key as PageKey) ? { noindex: true } : {}),
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
 * The one-off pages whose words have a record of their own besides content/pages.json: such a
 * page is Spanish only once that record has its Spanish file too. The others' words are all in
 * content/pages.es.json.
 */
const ownRecord: Partial<Record<PageKey, { reviewed: boolean } | null>> = {
  home: homeEs,
  aboutUs: aboutEs,
  about: aboutEs,
  troubleshooting: troubleshootingEs,
  faq: faqEs,
  pricing: pricingEs,
  thankYou: thankYouEs,
};

/**
 * The one-off pages that can have a Spanish version (their view is components/pages/spanish-views.tsx):
 * the others (the gallery, the reviews, the blog, the review card) show customers' and our
 * articles' English words, and their links from Spanish pages say they lead to English pages.
 */
// One key a line, as pages are added.
// prettier-ignore
const spanishPageKeys = [
  'home',
  'aboutUs',
  'about',
  'faq',
  'privacy',
  'thankYou',
  'serviceArea',
  'pricing',
  'troubleshooting',
] as const;

export type SpanishPageKey = (typeof spanishPageKeys)[number];

/**
 * A one-off page's Spanish version: its address (the Spanish slug of content/pages.es.json) and
 * whether its own words were reviewed; undefined where the page has no Spanish version. The home
 * page is /es.
 */
export function spanishStaticPage(key: PageKey): { path: string; reviewed: boolean } | undefined {
  if (!es || !(spanishPageKeys as readonly PageKey[]).includes(key)) return undefined;
  const own = key in ownRecord ? ownRecord[key] : es;
  if (!own) return undefined;
  if (key === 'home') return { path: spanishHome, reviewed: own.reviewed };
  const page = es.pages[key];
  const slug = 'slug' in page ? page.slug : undefined;
  return slug ? { path: spanishAddress(slug), reviewed: own.reviewed } : undefined;
}

/** A one-off page in `locale`, at its address in that language (a Spanish page's under /es/, an English-only page's English one). */
export function pageIn<K extends PageKey>(key: K, locale: Locale): StaticPageRecord<K> {
  const page = staticPagesIn(locale)[key];
  const spanish = locale === 'es' ? spanishStaticPage(key) : undefined;
  return { ...page, path: spanish?.path ?? page.path };
}
