// Rules over the export as a whole: the sitemap against the pages, the host files against the
// files that are not pages, links that keep every page reachable, one indexable page per city.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { notFoundPages } from '../../host/host-files';
import { headersLimitProblems, redirectsLimitProblems } from '../../host/host-limits';
import { parseHeadersFile } from '../../host/header-rules';
import { fileFor } from './files';
import type { GraphReport } from './graph-rules';

export interface SitemapEntry {
  loc: string | null;
  lastmod: string | null;
  priority: string | null;
}

/** The host files of an export as text, null where missing. */
export interface HostFileTexts {
  headers: string | null;
  redirects: string | null;
  htaccess: string | null;
  nginx: string | null;
}

/** The sitemap protocol's limit of URLs in one file. */
export const maxSitemapUrls = 50_000;

/**
 * Every entry of the site's sitemap, following sitemap.xml into the files it lists when it is an
 * index (a large site's, next-sitemap.config.ts), with what is wrong with the files themselves.
 */
export function sitemapContents(read: (name: string) => string | null, site: URL): { entries: SitemapEntry[]; problems: string[] } {
  const root = read('sitemap.xml');
  if (root === null) return { entries: [], problems: ['sitemap.xml is missing'] };
  const problems: string[] = [];
  const documents: [name: string, xml: string][] = [];
  if (/<sitemapindex\b/.test(root)) {
    for (const [, loc] of root.matchAll(/<sitemap>\s*<loc>\s*([^<]*?)\s*<\/loc>/g)) {
      const url = URL.canParse(loc) ? new URL(loc) : null;
      const xml = url && url.origin === site.origin ? read(url.pathname.slice(1)) : null;
      if (xml === null) problems.push(`sitemap.xml lists ${loc}, which is not a file of the export on ${site.origin}`);
      else documents.push([url!.pathname.slice(1), xml]);
    }
  } else documents.push(['sitemap.xml', root]);
  const entries = documents.flatMap(([name, xml]) => {
    const found = sitemapEntries(xml);
    if (found.length > maxSitemapUrls) problems.push(`${name} lists ${found.length} URLs; a sitemap holds at most ${maxSitemapUrls}`);
    return found;
  });
  return { entries, problems };
}

/** Sitemap entries as [{ loc, lastmod, priority }]. */
export function sitemapEntries(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const field = (name: string) => new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(body)?.[1] ?? null;
    return { loc: field('loc'), lastmod: field('lastmod'), priority: field('priority') };
  });
}

/**
 * An honest lastmod: the date the page itself says its content last changed (its WebPage's
 * dateModified), never the build's; and no hand-set priorities.
 */
export function lastmodProblems(entry: SitemapEntry, dateModified: unknown): string[] {
  const problems: string[] = [];
  if (entry.priority !== null) problems.push(`sitemap gives ${entry.loc} a priority (${entry.priority}); priorities are not set by hand`);
  if (!dateModified) problems.push(`${entry.loc} states no dateModified for the sitemap to use`);
  else if (!entry.lastmod) problems.push(`sitemap gives ${entry.loc} no lastmod`);
  else if (Date.parse(entry.lastmod) !== Date.parse(String(dateModified)))
    problems.push(`sitemap lastmod of ${entry.loc} is ${entry.lastmod}, but its content changed ${dateModified}`);
  return problems;
}

/** Paths (and .txt payloads) a host must mark noindex, checked against each host file. */
export function hostProblems(
  { headers, redirects, htaccess, nginx }: HostFileTexts,
  { payloads, pageFiles }: { payloads: string[]; pageFiles: string[] },
): string[] {
  const problems: string[] = [];
  const unindexed = [...payloads, '/_not-found'];
  if (headers === null) problems.push('_headers is missing');
  else {
    const rules = parseHeadersFile(headers);
    problems.push(...headersLimitProblems(headers));
    const robotsOf = (urlPath: string) =>
      rules
        .filter((rule) => rule.pattern.test(urlPath))
        .flatMap((rule) => rule.headers.filter(([name]) => /^x-robots-tag$/i.test(name)).map(([, value]) => value));
    for (const urlPath of unindexed)
      if (!robotsOf(urlPath).some((value) => /noindex/i.test(value)))
        problems.push(`_headers does not mark ${urlPath} X-Robots-Tag: noindex`);
    for (const file of pageFiles) {
      const urlPath = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      if (urlPath !== '/_not-found' && robotsOf(urlPath).some((value) => /noindex/i.test(value)))
        problems.push(`_headers marks the page ${urlPath} noindex`);
    }
  }
  if (redirects === null) problems.push('_redirects is missing');
  else {
    problems.push(...redirectsLimitProblems(redirects));
    const lines = new Set(redirects.split(/\r?\n/).map((line) => line.trim().split(/\s+/).join(' ')));
    for (const file of pageFiles) {
      if (notFoundPages.some((page) => page.file === file)) continue;
      const to = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      if (!lines.has(`/${file} ${to} 301!`) && !lines.has(`/${file} ${to} 301`))
        problems.push(`_redirects does not send /${file} to ${to} with a 301`);
    }
  }
  if (htaccess === null) problems.push('.htaccess is missing');
  else {
    if (!/RewriteCond %\{THE_REQUEST\}[^\n]*\\\.html[\s\S]*?RewriteRule \^ \/%1 \[R=301/.test(htaccess))
      problems.push('.htaccess does not redirect .html twins with a 301');
    if (!/<If "[^"]*\\\.txt\$[^"]*">\s*Header always set X-Robots-Tag "noindex"/.test(htaccess))
      problems.push('.htaccess does not mark .txt payloads noindex');
    if (!/<If "[^"]*_not-found[^"]*">\s*Header always set X-Robots-Tag "noindex"/.test(htaccess))
      problems.push('.htaccess does not mark /_not-found noindex');
  }
  if (nginx === null) problems.push('nginx.conf is missing');
  else {
    if (!/^\s*add_header X-Robots-Tag \$site_robots always;/m.test(nginx)) problems.push('nginx.conf sends no X-Robots-Tag');
    const map = /map \$uri \$site_robots \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    if (!/~\\\.txt\$ "noindex";/.test(map)) problems.push('nginx.conf does not mark .txt payloads noindex');
    if (!/\/_not-found "noindex";/.test(map)) problems.push('nginx.conf does not mark /_not-found noindex');
    if (!/location ~ \^\/\(\.\+\)\\\.html\$ \{[^}]*return 301 /.test(nginx))
      problems.push('nginx.conf does not redirect .html twins with a 301');
  }
  return problems;
}

/** Indexable pages no other page links to from its navigation or main content (the footer does not count). */
export function orphanProblems({
  files,
  indexable,
  linkedFrom,
}: {
  files: string[];
  indexable: Map<string, boolean>;
  linkedFrom: Map<string, Set<string>>;
}): string[] {
  return files
    .filter((file) => indexable.get(file) && file !== 'index.html' && !linkedFrom.get(file)?.size)
    .map((file) => `${file} is an orphan: no other page links to it outside the footer`);
}

/** Each city (a page whose Service serves one City) has exactly one indexable page. */
export function cityProblems({ cityOf, indexable }: { cityOf: Map<string, string>; indexable: Map<string, boolean> }): string[] {
  const byCity = new Map<string, string[]>();
  for (const [file, city] of cityOf) byCity.set(city, [...(byCity.get(city) ?? []), file]);
  const problems: string[] = [];
  for (const [city, files] of byCity) {
    const open = files.filter((file) => indexable.get(file));
    if (open.length !== 1)
      problems.push(
        `${city} has ${open.length} indexable pages (${open.join(', ') || 'none'}); it needs exactly one, the others canonical to it`,
      );
  }
  return problems;
}

/** robots.txt names the sitemap; the sitemap lists exactly the indexable pages, each with its own date. */
export function sitemapProblems({
  outDir,
  site,
  files,
  indexable,
  graphs,
}: {
  outDir: string;
  site: URL;
  files: string[];
  indexable: Map<string, boolean>;
  graphs: Map<string, GraphReport>;
}): string[] {
  const problems: string[] = [];
  const read = (name: string) => (existsSync(path.join(outDir, name)) ? readFileSync(path.join(outDir, name), 'utf8') : null);
  const sitemapUrl = new URL('/sitemap.xml', site).href;
  const robots = read('robots.txt');
  if (robots === null) problems.push('robots.txt is missing');
  else {
    const named = robots.split(/\r?\n/).some((line) => /^sitemap:/i.test(line) && line.slice(8).trim() === sitemapUrl);
    if (!named) problems.push(`robots.txt does not name the sitemap (${sitemapUrl})`);
    if (/^disallow:\s*\/\s*$/im.test(robots)) problems.push('robots.txt disallows the whole site');
  }
  if (read('sitemap.xml') === null) return [...problems, 'sitemap.xml is missing'];
  const sitemap = sitemapContents(read, site);
  problems.push(...sitemap.problems);
  const listed = new Set<string>();
  for (const entry of sitemap.entries) {
    const url = entry.loc && URL.canParse(entry.loc) ? new URL(entry.loc) : null;
    const file = url && url.origin === site.origin ? fileFor(outDir, url.pathname) : null;
    if (!file) problems.push(`sitemap lists ${entry.loc}, which is not a page of the export on ${site.origin}`);
    else if (!indexable.get(file)) problems.push(`sitemap lists ${entry.loc}, but ${file} is noindex or canonicalised elsewhere`);
    else {
      listed.add(file);
      problems.push(...lastmodProblems(entry, graphs.get(file)?.webPage?.dateModified));
    }
  }
  for (const file of files) {
    if (indexable.get(file) && !listed.has(file)) problems.push(`${file} is indexable but missing from the sitemap`);
  }
  return problems;
}
