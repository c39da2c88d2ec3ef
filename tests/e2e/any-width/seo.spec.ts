import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { business } from '@/lib/content/business';
import { allRoutes, type RouteKind } from '@/lib/site/routes';
import { checkSite, fileFor, type SiteReport } from '../../../scripts/checks/check-site';
import { isRedirectPage } from '../../../scripts/host/host-files';

// The site checker (scripts/checks/check-site.ts) over the export in out/: one test per page so a failure names
// the file and the problem. It reads files only, so it runs on one project.
test.skip(({ isMobile }) => isMobile, 'reads the exported files; the viewport does not matter');

const outDir = 'out';
let report: SiteReport | undefined;
const siteReport = () => (report ??= checkSite({ outDir, siteUrl: business.siteUrl }));

function listHtml(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    // admin/ is the owner's editor, no page of the site; the editor's own spec checks its noindex.
    if (entry.isDirectory()) return entry.name === '_next' || relative === 'admin' ? [] : listHtml(`${dir}/${entry.name}`, relative);
    return entry.name.endsWith('.html') && relative !== '_not-found.html' && !isRedirectPage(relative) ? [relative] : [];
  });
}

test.describe('every exported page passes the search checks', () => {
  for (const file of listHtml(outDir).sort()) {
    test(file, () => {
      const { pages, warnings } = siteReport();
      for (const warning of warnings.get(file) ?? []) test.info().annotations.push({ type: 'warning', description: warning });
      expect(pages.get(file), `${file} was not checked`).toBeDefined();
      expect(pages.get(file)).toEqual([]);
    });
  }
});

test('sitemap.xml lists exactly the indexable pages with their own dates, robots.txt names it, the host files keep crawlers off non-pages and no page is an orphan', () => {
  expect(siteReport().site).toEqual([]);
});

// Each city has one indexable page, its richest; its other routes name it as canonical.
test('each city has exactly one indexable page', () => {
  expect(siteReport().cities).toEqual([]);
});

test('every page describes the business by one LocalBusiness-family node', () => {
  // The not-found pages (English and Spanish) are no page of the business's.
  const notFound = new Set(['404.html', 'es/404.html']);
  for (const [file, types] of siteReport().types) if (!notFound.has(file)) expect(types, file).toContain('HomeAndConstructionBusiness');
});

/** The structured data each kind of page must carry besides its WebSite, WebPage and breadcrumb trail. */
const typesByKind: Record<RouteKind, string[]> = {
  home: ['HomeAndConstructionBusiness'],
  static: [],
  service: ['Service'],
  emergency: ['Service'],
  city: ['Service'],
  county: ['CollectionPage', 'ItemList'],
  townGroup: ['CollectionPage', 'ItemList'],
  article: ['BlogPosting'],
};
const typesByPath: Record<string, string[]> = {
  '/about-us': ['AboutPage'],
  '/about': ['AboutPage'],
  '/faq': ['FAQPage'],
  '/reviews': ['HomeAndConstructionBusiness'],
  '/blog': ['CollectionPage', 'Blog'],
  '/gallery': ['ImageGallery'],
  '/service-area': ['Service'],
  '/pricing': ['OfferCatalog'],
  '/garage-door-troubleshooting': ['WebPage'],
};

test.describe('every page search engines read (all but the noindex thank-you page) carries the JSON-LD that fits it', () => {
  for (const route of allRoutes().filter((r) => r.indexable || r.canonicalPath !== r.path)) {
    test(route.path, () => {
      const types = siteReport().types.get(fileFor(outDir, route.path) ?? '') ?? [];
      const expected = [
        'WebSite',
        ...(route.kind === 'home' ? ['WebPage'] : ['BreadcrumbList']),
        ...typesByKind[route.kind],
        ...(typesByPath[route.path] ?? []),
      ];
      for (const type of expected) expect(types, `${route.path} has ${types.join(', ') || 'no JSON-LD'}`).toContain(type);
    });
  }
});

test('a route that repeats another page names that page as canonical and stays out of the sitemap', () => {
  const duplicates = allRoutes().filter((route) => route.canonicalPath !== route.path);
  expect(duplicates.map((route) => route.path)).toContain('/garage-door-service-lakewood-ranch');
  const sitemap = readFileSync(`${outDir}/sitemap.xml`, 'utf8');
  for (const route of duplicates) {
    const html = readFileSync(`${outDir}/${fileFor(outDir, route.path)}`, 'utf8');
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${business.siteUrl}${route.canonicalPath}`);
    expect(sitemap).not.toContain(`<loc>${business.siteUrl}${route.path}</loc>`);
    expect(sitemap).toContain(`<loc>${business.siteUrl}${route.canonicalPath}</loc>`);
  }
});
