/**
 * Sitemap and robots.txt for the static export (runs after `next build`, reads out/).
 * Policy: the sitemap lists exactly the pages a search engine should index, decided from the
 * exported HTML itself: a page with a robots noindex (404, /thank-you) or whose canonical URL
 * names another page (the duplicate Lakewood Ranch route) is left out. The site checker
 * (tests/e2e/any-width/seo.spec.ts) proves the sitemap and the pages agree.
 * @type {import('next-sitemap').IConfig}
 */
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com').replace(/\/+$/, '');
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

function priority(urlPath) {
  if (urlPath === '/') return 1.0;
  if (/^\/(garage-door-|emergency-service|spring-replacement|motor-opener-repair|service-area|pricing)/.test(urlPath)) return 0.8;
  return 0.6;
}

module.exports = {
  siteUrl,
  output: 'export',
  outDir,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  exclude: ['/404', '/_not-found'],
  transform: async (config, urlPath) => {
    const html = await exportedHtml(urlPath);
    if (!html || !isIndexable(urlPath, html)) return null;
    return { loc: urlPath, changefreq: 'monthly', priority: priority(urlPath), lastmod: new Date().toISOString() };
  },
  // Noindex pages stay crawlable: a crawler has to fetch a page to see its noindex.
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
