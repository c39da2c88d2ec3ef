// The figures `npm run scale` reports for one export: pages, files and bytes, the host files'
// sizes, whether the sitemap lists every indexable page, the home page's and a city page's size,
// and the most place pages one page links.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedPages, routeOf } from '../checks/page-bytes';
import { sitemapContents } from '../checks/site-check/site-rules';
import { filesUnder, sizeOf } from './measure';

export interface ExportStats {
  pages: number;
  files: number;
  bytes: number;
  hostFiles: Record<string, number | null>;
  sitemap: { urls: number; indexablePages: number; missing: string[]; notIndexable: string[]; problems: string[] };
  homePageBytes: number | null;
  cityPage: { path: string; bytes: number | null };
  mostPlaceLinks: { page: string; links: number };
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

function isIndexable(html: string, url: string): boolean {
  if (/<meta name="robots" content="[^"]*noindex/i.test(html)) return false;
  const canonical = /<link rel="canonical" href="([^"]+)"/i.exec(html)?.[1];
  return Boolean(canonical) && new URL(canonical!).href === new URL(url).href;
}

/**
 * Figures of the export in `project`/out (host files: out/ and `project`/deploy). `placePaths`: the
 * addresses of the place pages (cities and counties), `cityPath` the existing city page compared.
 */
export function exportStats(
  project: string,
  { siteUrl, placePaths, cityPath }: { siteUrl: string; placePaths: Set<string>; cityPath: string },
): ExportStats {
  const out = path.join(project, 'out');
  const files = filesUnder(out);
  const pages = exportedPages(out);
  const indexable = new Set<string>();
  let mostPlaceLinks = { page: '', links: 0 };
  for (const file of pages) {
    const html = readFileSync(path.join(out, file), 'utf8');
    const route = routeOf(file);
    if (isIndexable(html, new URL(route, siteUrl).href)) indexable.add(route);
    const linked = new Set(
      [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)].map((match) => match[1]).filter((href) => placePaths.has(href)),
    );
    linked.delete(route);
    if (linked.size > mostPlaceLinks.links) mostPlaceLinks = { page: route, links: linked.size };
  }
  const sitemap = sitemapContents((name) => read(path.join(out, name)), new URL(siteUrl));
  const listed = new Set(sitemap.entries.map((entry) => new URL(entry.loc ?? '/', siteUrl).pathname));
  return {
    pages: pages.length,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + (sizeOf(path.join(out, file)) ?? 0), 0),
    hostFiles: {
      _headers: sizeOf(path.join(out, '_headers')),
      _redirects: sizeOf(path.join(out, '_redirects')),
      '.htaccess': sizeOf(path.join(out, '.htaccess')),
      'nginx.conf': sizeOf(path.join(project, 'deploy', 'nginx.conf')),
    },
    sitemap: {
      urls: listed.size,
      indexablePages: indexable.size,
      missing: [...indexable].filter((route) => !listed.has(route)),
      notIndexable: [...listed].filter((route) => !indexable.has(route)),
      problems: sitemap.problems,
    },
    homePageBytes: sizeOf(path.join(out, 'index.html')),
    cityPage: { path: cityPath, bytes: sizeOf(path.join(out, `${cityPath.slice(1)}.html`)) },
    mostPlaceLinks,
  };
}
