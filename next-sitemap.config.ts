/**
 * Sitemap and robots.txt for the static export (`npm run build` runs next-sitemap with tsx after
 * `next build`; it reads out/). The sitemap lists exactly the pages a search engine should index,
 * decided from the exported HTML itself: a page with a robots noindex (404, /thank-you, a Spanish
 * page not yet reviewed) or whose canonical URL names another page is left out. Each entry carries
 * the page's own date and, for a reviewed pair of languages, the same hreflang set as the page's
 * head (docs/decisions/110-two-languages.md). The site checker (tests/e2e/any-width/seo.spec.ts)
 * proves the sitemap and the pages agree.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IAlternateRef, IConfig, ISitemapField } from 'next-sitemap';
import address from './lib/content/generated/site-address.json' with { type: 'json' };

/**
 * URLs per sitemap file: the protocol allows 50,000 (and 50 MB); past this many pages the sitemap
 * splits into sitemap-0.xml, sitemap-1.xml... and sitemap.xml becomes their index.
 */
export const sitemapUrlsPerFile = 45_000;

function htmlCount(outDir: string): number {
  try {
    return readdirSync(outDir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
  } catch {
    return 0;
  }
}

async function exportedHtml(outDir: string, urlPath: string): Promise<string | null> {
  const file = urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\//, '')}.html`;
  return readFile(`${outDir}/${file}`, 'utf8').catch(() => null);
}

function isIndexable(siteUrl: string, urlPath: string, html: string): boolean {
  if (/<meta name="robots" content="[^"]*noindex/i.test(html)) return false;
  const canonical = /<link rel="canonical" href="([^"]+)"/i.exec(html)?.[1];
  // new URL() so that https://host and https://host/ count as the same home page.
  return Boolean(canonical) && new URL(canonical!).href === new URL(urlPath, siteUrl).href;
}

/** The dateModified of the page's own WebPage node in its JSON-LD graph. */
function dateModified(siteUrl: string, urlPath: string, html: string): string | undefined {
  const pageId = `${new URL(urlPath, siteUrl).href}#webpage`;
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json) as { '@graph'?: { '@id'?: string; dateModified?: string }[] };
    const node = (data['@graph'] ?? []).find((candidate) => candidate['@id'] === pageId);
    if (node?.dateModified) return node.dateModified;
  }
  return undefined;
}

/** The page's hreflang links, as its head states them. */
function alternates(html: string): IAlternateRef[] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(([, hreflang, href]) => ({
    hreflang,
    href,
    hrefIsAbsolute: true,
  }));
}

/**
 * The configuration for one export folder. One sitemap.xml while the export has fewer pages than
 * `urlsPerFile` (it counts every HTML file, indexable or not: an index is written a little early
 * rather than late); else an index of files of `urlsPerFile` URLs each.
 */
export function sitemapConfig({
  siteUrl,
  outDir = 'out',
  urlsPerFile = sitemapUrlsPerFile,
}: {
  siteUrl: string;
  outDir?: string;
  urlsPerFile?: number;
}): IConfig {
  return {
    siteUrl,
    output: 'export',
    outDir,
    generateRobotsTxt: true,
    sitemapSize: urlsPerFile,
    generateIndexSitemap: htmlCount(outDir) > urlsPerFile,
    // /admin is the owner's editor, not a page (and carries its own noindex).
    exclude: ['/404', '/es/404', '/_not-found', '/admin', '/admin/*'],
    // Stated by each page (transform), never the build time next-sitemap would write.
    autoLastmod: false,
    transform: async (_config, urlPath): Promise<ISitemapField> => {
      const html = await exportedHtml(outDir, urlPath);
      // next-sitemap leaves out an entry its transform returns null for.
      if (!html || !isIndexable(siteUrl, urlPath, html)) return null as unknown as ISitemapField;
      const alternateRefs = alternates(html);
      return { loc: urlPath, lastmod: dateModified(siteUrl, urlPath, html), ...(alternateRefs.length ? { alternateRefs } : {}) };
    },
    // Noindex pages stay crawlable: a crawler has to fetch a page to see its noindex.
    robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
  };
}

// The address the build is for, as `npm run content` resolved it (scripts/content/site-address.ts).
export default sitemapConfig({ siteUrl: address.siteUrl });
