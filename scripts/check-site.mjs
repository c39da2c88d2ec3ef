// The site checker: walks every exported HTML page in out/ and reports, per file, what a search
// engine or a visitor would trip over (titles, descriptions, h1, canonical, social tags, JSON-LD,
// broken internal links and assets, images without alt), then checks sitemap.xml and robots.txt
// against the pages. Run by tests/e2e/any-width/seo.spec.ts; on its own: `node scripts/check-site.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageFacts } from './site-check/page-facts.mjs';
import { bodyProblems, headProblems, jsonLdProblems, jsonLdTypes } from './site-check/rules.mjs';

// Next writes the not-found page twice; 404.html is the one hosts serve.
const ignoredFiles = new Set(['_not-found.html']);

function htmlFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') && !ignoredFiles.has(relative) ? [relative] : [];
  });
}

/** The URL path a file answers on; 404.html answers on any unknown path. */
function pathOf(file) {
  if (file === 'index.html') return '/';
  return `/${file.replace(/\.html$/, '')}`;
}

/** The file a host serves for a URL path (clean URLs), or null. */
export function fileFor(outDir, urlPath) {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '') || '/';
  if (clean === '/') return 'index.html';
  for (const candidate of [clean, `${clean}.html`, `${clean}/index.html`]) {
    const file = path.join(outDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return candidate.replace(/^\//, '');
  }
  return null;
}

function linkProblems(facts, pageUrl, outDir, siteOrigin, idsByFile, self, warnings) {
  const problems = [];
  for (const { kind, url } of facts.urls) {
    if (/^(tel|mailto|sms|javascript|data):/i.test(url)) continue;
    const resolved = new URL(url, pageUrl);
    const internal = resolved.origin === siteOrigin || url.startsWith('/');
    if (!internal) continue;
    const target = fileFor(outDir, resolved.pathname);
    if (!target) {
      problems.push(`${kind} "${url}" points at ${resolved.pathname}, which is not in the export`);
      continue;
    }
    const fragment = decodeURIComponent(resolved.hash.slice(1));
    if (kind === 'link' && fragment) {
      const ids = target === self ? facts.ids : idsByFile.get(target);
      if (ids && !ids.has(fragment)) warnings.push(`link "${url}" points at #${fragment}, which ${target} does not have`);
    }
  }
  return problems;
}

export function checkSite({ outDir = 'out', siteUrl }) {
  const site = new URL(siteUrl);
  const urlOf = (urlPath) => new URL(urlPath, site).href;
  const files = htmlFiles(outDir).sort();
  const facts = new Map(files.map((file) => [file, pageFacts(readFileSync(path.join(outDir, file), 'utf8'))]));
  const idsByFile = new Map([...facts].map(([file, f]) => [file, f.ids]));
  const indexable = new Map(
    files.map((file) => {
      const f = facts.get(file);
      const selfCanonical = f.canonicals.length === 1 && URL.canParse(f.canonicals[0]) && new URL(f.canonicals[0]).href === urlOf(pathOf(file));
      return [file, file !== '404.html' && !/noindex/i.test(f.robots) && selfCanonical];
    }),
  );

  const pages = new Map();
  const warnings = new Map();
  for (const file of files) {
    const f = facts.get(file);
    const pageWarnings = [];
    const problems = [
      ...headProblems(f, { siteUrl, indexable: indexable.get(file), notFound: file === '404.html' }),
      ...bodyProblems(f),
      ...jsonLdProblems(f),
      ...linkProblems(f, urlOf(pathOf(file)), outDir, site.origin, idsByFile, file, pageWarnings),
    ];
    warnings.set(file, [...new Set(pageWarnings)]);
    if ((file === '404.html' || !indexable.get(file)) && !/noindex/i.test(f.robots)) {
      const canonical = f.canonicals[0] && URL.canParse(f.canonicals[0]) ? new URL(f.canonicals[0]) : null;
      const target = canonical && fileFor(outDir, canonical.pathname);
      if (!target || !indexable.get(target)) problems.push(`neither noindex nor canonical to an indexable page (canonical "${f.canonicals[0] ?? ''}")`);
    }
    pages.set(file, [...new Set(problems)]);
  }

  const duplicates = (label, valueOf, among = files) => {
    const seen = new Map();
    for (const file of among) {
      const value = valueOf(facts.get(file));
      if (!value) continue;
      if (seen.has(value)) pages.get(file).push(`${label} "${value}" duplicates ${seen.get(value)}`);
      else seen.set(value, file);
    }
  };
  duplicates('title', (f) => f.titles[0]);
  duplicates('description', (f) => f.descriptions[0]);
  duplicates('h1', (f) => f.h1s[0], files.filter((file) => indexable.get(file)));

  return {
    pages,
    /** Not gating: links to a section (#id) the target page does not have. */
    warnings,
    site: siteProblems({ outDir, site, files, indexable }),
    types: new Map([...facts].map(([file, f]) => [file, jsonLdTypes(f)])),
  };
}

function siteProblems({ outDir, site, files, indexable }) {
  const problems = [];
  const read = (name) => (existsSync(path.join(outDir, name)) ? readFileSync(path.join(outDir, name), 'utf8') : null);
  const sitemapUrl = new URL('/sitemap.xml', site).href;
  const robots = read('robots.txt');
  if (robots === null) problems.push('robots.txt is missing');
  else {
    const named = robots.split(/\r?\n/).some((line) => /^sitemap:/i.test(line) && line.slice(8).trim() === sitemapUrl);
    if (!named) problems.push(`robots.txt does not name the sitemap (${sitemapUrl})`);
    if (/^disallow:\s*\/\s*$/im.test(robots)) problems.push('robots.txt disallows the whole site');
  }
  const sitemap = read('sitemap.xml');
  if (sitemap === null) return [...problems, 'sitemap.xml is missing'];
  const listed = new Set();
  for (const [, loc] of sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    const url = new URL(loc);
    const file = url.origin === site.origin ? fileFor(outDir, url.pathname) : null;
    if (!file) problems.push(`sitemap lists ${loc}, which is not a page of the export on ${site.origin}`);
    else if (!indexable.get(file)) problems.push(`sitemap lists ${loc}, but ${file} is noindex or canonicalised elsewhere`);
    else listed.add(file);
  }
  for (const file of files) {
    if (indexable.get(file) && !listed.has(file)) problems.push(`${file} is indexable but missing from sitemap.xml`);
  }
  return problems;
}

if (process.argv[1]?.endsWith('check-site.mjs')) {
  const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com').replace(/\/+$/, '');
  const { pages, site, warnings } = checkSite({ outDir: process.argv[2] ?? 'out', siteUrl });
  for (const [file, list] of warnings) for (const warning of list) console.log(`${file}: warning: ${warning}`);
  let count = site.length;
  for (const problem of site) console.log(`site: ${problem}`);
  for (const [file, problems] of pages) {
    count += problems.length;
    for (const problem of problems) console.log(`${file}: ${problem}`);
  }
  console.log(count ? `\n${count} problem(s) in ${pages.size} pages` : `All ${pages.size} pages pass the site checks.`);
  process.exit(count ? 1 : 0);
}
