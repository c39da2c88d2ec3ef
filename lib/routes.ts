import { articles } from '@/lib/content/articles';
import { cityPages } from '@/lib/content/cities';
import { staticPages } from '@/lib/content/pages';
import { services } from '@/lib/content/services';

export type RouteKind = 'home' | 'static' | 'city' | 'service' | 'emergency' | 'article';

export interface RouteEntry {
  path: string;
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
    kind: page.path === '/' ? 'home' : 'static',
    title: page.title,
    description: page.description,
    h1: page.h1,
    indexable: !page.noindex,
    canonicalPath: page.path,
  }));
  const servicePages = services.map<RouteEntry>((s) => ({
    path: `/${s.slug}`,
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
    kind: 'article',
    title: post.title,
    description: post.description,
    h1: post.title,
    indexable: true,
    canonicalPath: `/blog/${post.slug}`,
  }));
  return [...statics, ...servicePages, ...cityRoutes, ...articleRoutes];
}

/** Slugs served by the top-level dynamic route `app/[slug]`. */
export function topLevelSlugs(): string[] {
  return [...services.map((s) => s.slug), ...cityPages.map((p) => p.slug)];
}
