import { getArticle } from '@/lib/content/articles';
import { cityPageIn } from '@/lib/content/cities';
import { countyIn } from '@/lib/content/counties';
import { townGroupWordsIn } from '@/lib/pages/places';
import { pageIn, staticPagesIn } from '@/lib/content/pages';
import { getService } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { type SitePage, sitePages } from '@/lib/pages/registry';
import { emergencySlug } from '@/lib/content/collections';

export type RouteKind = 'home' | 'static' | 'city' | 'county' | 'townGroup' | 'service' | 'emergency' | 'article';

export interface RouteEntry {
  path: string;
  locale: Locale;
  kind: RouteKind;
  title: string;
  description: string;
  h1: string;
  indexable: boolean;
  /** Path of the page search engines should index for this content. */
  canonicalPath: string;
}

type Words = Pick<RouteEntry, 'title' | 'description' | 'h1'>;

/** What a page of the registry says in search results and its heading, in a language. */
function wordsOf(page: SitePage, locale: Locale): Words {
  switch (page.kind) {
    case 'static':
      return pageIn(page.key, locale);
    case 'service':
      return getService(page.key, locale)!;
    case 'city':
      return locale === 'en' ? page.route : cityPageIn(page.key, locale)!;
    case 'county':
      return countyIn(page.key, locale).route;
    case 'townGroup':
      return townGroupWordsIn(page.key, page.number, locale);
    case 'article': {
      const post = getArticle(page.key)!;
      return { title: post.title, description: post.description, h1: post.title };
    }
  }
}

function kindOf(page: SitePage): RouteKind {
  if (page.kind === 'static') return page.path === '/' ? 'home' : 'static';
  if (page.kind === 'service' && page.key === emergencySlug) return 'emergency';
  return page.kind;
}

/** Pages kept out of search in every language: the thank-you page, the review card, a county's lists of towns. */
const unindexed = (page: SitePage) =>
  page.kind === 'townGroup' || (page.kind === 'static' && Boolean(staticPagesIn('en')[page.key].noindex));

/**
 * Every page the export contains, in both languages, from the page registry (lib/pages/registry.ts):
 * the list the tests walk. (The sitemap and the site checker read the exported HTML instead.)
 */
export function allRoutes(): RouteEntry[] {
  const english = sitePages.map((page): RouteEntry => {
    const canonical = page.kind === 'city' ? `/${page.route.canonical ?? page.route.slug}` : page.path;
    return {
      path: page.path,
      locale: 'en',
      kind: kindOf(page),
      ...wordsOf(page, 'en'),
      indexable: canonical === page.path && !unindexed(page),
      canonicalPath: canonical,
    };
  });
  const spanish = sitePages.flatMap((page): RouteEntry[] =>
    page.spanish
      ? [
          {
            path: page.spanish.path,
            locale: 'es',
            kind: kindOf(page),
            ...wordsOf(page, 'es'),
            indexable: page.spanish.reviewed && !unindexed(page),
            canonicalPath: page.spanish.path,
          },
        ]
      : [],
  );
  return [...english, ...spanish];
}
