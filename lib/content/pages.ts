import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/pages';
import { byLocale } from './by-locale';
import { fill } from './fill';
import { galleryShowsPhotos } from './gallery';
import { data, es } from '@/lib/content/generated/pages';
import { data as reviewRequestData } from '@/lib/content/generated/review-request';
import { data as thankYouData, es as thankYouEs } from '@/lib/content/generated/thank-you';
import type { OtherPagesWords, PageKey } from './schemas/other-pages';

export type { PageKey } from './schemas/other-pages';

/** The words of content/pages.json: page titles, words many pages share, and the pages without a record of their own. */
export const pageWords = byLocale('pages', data, es);

type PageRecords = OtherPagesWords['pages'];

/** A one-off page's search title, description, heading and (but the home page) breadcrumb name. */
export type StaticPageRecord<K extends PageKey = PageKey> = PageRecords[K] & {
  /** Pages search engines should not index (the thank-you page, the review-request card). */
  noindex?: boolean;
};

const unindexed: readonly PageKey[] = ['thankYou', 'reviewUs'];

/** Every one-off page in `locale`; the gallery's description says photos only when every picture is one. */
export function staticPagesIn(locale: Locale): { [K in PageKey]: StaticPageRecord<K> } {
  const words = pageWords(locale);
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
export const thankYouWords = byLocale('thank-you', thankYouData, thankYouEs);

/** The review-request card at /review-us (content/review-request.json). */
export const reviewRequest = reviewRequestData;

/** A one-off page in `locale`, at its address in that language (a Spanish page's under /es/). */
export function pageIn<K extends PageKey>(key: K, locale: Locale): StaticPageRecord<K> {
  const page = staticPagesIn(locale)[key];
  return { ...page, path: localePath(page.path, locale) };
}
