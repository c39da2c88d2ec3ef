import { articles } from '@/lib/content/articles';
import { cityPageIn, cityPages } from '@/lib/content/cities';
import { pageIn, staticPages } from '@/lib/content/pages';
import { getService, services } from '@/lib/content/services';
import { type Locale } from '@/lib/i18n/locale';
import { spanishPages } from '@/lib/i18n/pages';
import { emergencySlug } from '@/lib/content/collections';

export type RouteKind = 'home' | 'static' | 'city' | 'service' | 'emergency' | 'article';

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

/**
 * Every page the export contains, built from the content records: the list the tests walk. (The
 * sitemap and the site checker read the exported HTML instead.)
 */
export function allRoutes(): RouteEntry[] {
  const statics = Object.values(staticPages).map<RouteEntry>((page) => ({
    path: page.path,
    locale: 'en',
    kind: page.path === '/' ? 'home' : 'static',
    title: page.title,
    description: page.description,
    h1: page.h1,
    indexable: !page.noindex,
    canonicalPath: page.path,
  }));
  const servicePages = services.map<RouteEntry>((s) => ({
    path: `/${s.slug}`,
    locale: 'en',
    kind: s.kind,
    title: s.title,
    description: s.description,
    h1: s.h1,
    indexable: true,
    canonicalPath: `/${s.slug}`,
  }));
  const cityRoutes = cityPages.map<RouteEntry>((p) => {
    const canonical = p.canonical ?? p.slug;
    return {
      path: `/${p.slug}`,
      locale: 'en',
      kind: 'city',
      title: p.title,
      description: p.description,
      h1: p.h1,
      indexable: canonical === p.slug,
      canonicalPath: `/${canonical}`,
    };
  });
  const articleRoutes = articles.map<RouteEntry>((post) => ({
    path: `/blog/${post.slug}`,
    locale: 'en',
    kind: 'article',
    title: post.title,
    description: post.description,
    h1: post.title,
    indexable: true,
    canonicalPath: `/blog/${post.slug}`,
  }));
  return [...statics, ...servicePages, ...cityRoutes, ...articleRoutes, ...spanishRoutes()];
}

/** The Spanish pages (lib/i18n/pages.ts): indexable once reviewed, the not-found page never. */
function spanishRoutes(): RouteEntry[] {
  return spanishPages.flatMap((page): RouteEntry[] => {
    const words =
      page.kind === 'home'
        ? pageIn('home', 'es')
        : page.kind === 'static'
          ? pageIn(page.key, 'es')
          : page.kind === 'service'
            ? getService(page.key, 'es')
            : page.kind === 'city'
              ? cityPageIn(page.key, 'es')
              : undefined;
    if (!words || page.kind === 'notFound') return [];
    const noindex = page.kind === 'static' && Boolean(pageIn(page.key, 'es').noindex);
    const kind: RouteKind = page.kind === 'service' && page.key === emergencySlug ? 'emergency' : page.kind;
    return [
      {
        path: page.path,
        locale: 'es',
        kind,
        title: words.title,
        description: words.description,
        h1: words.h1,
        indexable: page.reviewed && !noindex,
        canonicalPath: page.path,
      },
    ];
  });
}

/** Slugs served by the top-level dynamic route `app/[slug]`. */
export function topLevelSlugs(): string[] {
  return [...services.map((s) => s.slug), ...cityPages.map((p) => p.slug)];
}
