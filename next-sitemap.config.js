/**
 * Sitemap and robots.txt for the static export (runs after `next build`, reads out/).
 * Policy: the sitemap lists exactly the pages a search engine should index, decided from the
 * exported HTML itself: a page with a robots noindex (404, /thank-you) or whose canonical URL
 * names another page (the duplicate Lakewood Ranch route) is left out. The site checker
 * (tests/e2e/any-width/seo.spec.ts) proves the sitemap and the pages agree.
 * @type {import('next-sitemap').IConfig}
 */
// The address the build is for, as `npm run content` resolved it (lib/site-address.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next-sitemap loads this file as CommonJS
const { siteUrl } = require('./lib/content/generated/site-address.json');
const outDir = 'out';

async function exportedHtml(urlPath) {
  const { readFile } = await import('node:fs/promises');
  const file = urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\//, '')}.html`;
  return readFile(`${outDir}/${file}`, 'utf8').catch(() => null);
}

function isIndexable(urlPath, html) {
  if (/<meta name="robots" content="[^"]*noindex/i.test(html)) return false;
  const canonical = /<link rel="canonical" href="([^"]+)"/i.exec(html)?.[1];
  // new URL() so that https://host and https://host/ count as the same home page.
  return Boolean(canonical) && new URL(canonical).href === new URL(urlPath, siteUrl).href;
}

/** The dateModified of the page's own WebPage node in its JSON-LD graph. */
function dateModified(urlPath, html) {
  const pageId = `${new URL(urlPath, siteUrl).href}#webpage`;
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json);
    const node = (data['@graph'] ?? []).find((candidate) => candidate['@id'] === pageId);
    if (node?.dateModified) return node.dateModified;
  }
  return undefined;
}

module.exports = {
  siteUrl,
  output: 'export',
  outDir,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  // /admin is the owner's editor, not a page (and carries its own noindex).
  exclude: ['/404', '/_not-found', '/admin', '/admin/*'],
  // Stated by each page (transform), never the build time next-sitemap would write.
  autoLastmod: false,
  transform: async (config, urlPath) => {
    const html = await exportedHtml(urlPath);
    if (!html || !isIndexable(urlPath, html)) return null;
    return { loc: urlPath, lastmod: dateModified(urlPath, html) };
  },
  // Noindex pages stay crawlable: a crawler has to fetch a page to see its noindex.
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
