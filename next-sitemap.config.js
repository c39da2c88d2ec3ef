/** @type {import('next-sitemap').IConfig} */
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com').replace(/\/+$/, '');

module.exports = {
  siteUrl,
  output: 'export',
  outDir: 'out',
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  // Not indexable: the not-found page, the thank-you page and the duplicate Lakewood Ranch route.
  exclude: ['/404', '/404.html', '/_not-found', '/thank-you', '/garage-door-service-lakewood-ranch'],
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/', disallow: ['/thank-you'] }] },
};
