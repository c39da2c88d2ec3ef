// Fetches what `npm run live:check` judges (live-rules.ts), as a crawler and a browser would ask:
// robots.txt and the sitemap, every page the sitemap lists and its .html twin, an address that
// cannot exist, the editor, the site's redirected addresses (/contact), and the files the home
// page loads. Redirects are not followed: where
// a host sends a visitor is part of what is checked.
import { randomBytes } from 'node:crypto';
import type { Answer, LiveSite } from './live-rules';

const userAgent = 'Mozilla/5.0 (compatible; live-check; the site owner checking their own site)';

async function fetchAnswer(base: string, path: string): Promise<Answer> {
  try {
    const response = await fetch(new URL(path, base), {
      redirect: 'manual',
      headers: { 'User-Agent': userAgent, Accept: 'text/html,application/xhtml+xml,*/*' },
      signal: AbortSignal.timeout(20_000),
    });
    const headers = Object.fromEntries([...response.headers].map(([name, value]) => [name.toLowerCase(), value]));
    const textual = /^(text\/|application\/(xml|json))/.test(headers['content-type'] ?? '');
    return { path, status: response.status, headers, body: textual ? await response.text() : (await response.arrayBuffer(), '') };
  } catch (error) {
    // No answer at all (refused, timed out, a certificate the system does not trust): status 0.
    return { path, status: 0, headers: { error: String((error as Error).cause ?? (error as Error).message) }, body: '' };
  }
}

/** Runs `task` over `items`, a few at a time: a small site's host should not see a burst. */
async function inTurns<T, R>(items: T[], task: (item: T) => Promise<R>, width = 4): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** The paths of the files a page loads before anyone interacts: scripts, styles, preloads. */
function loadedFiles(html: string, base: string): string[] {
  const found = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"[^>]*>/gi)]
    .filter((match) => /^<script/i.test(match[0]) || /\brel="(stylesheet|preload|modulepreload|icon)"/i.test(match[0]))
    .map((match) => new URL(match[1].replace(/&amp;/g, '&'), base))
    .filter((url) => url.origin === new URL(base).origin)
    .map((url) => `${url.pathname}${url.search}`);
  return [...new Set(found)];
}

export async function crawl(
  base: string,
  {
    address,
    formOrigins,
    githubPages,
    redirects = [],
  }: { address: string; formOrigins: string[]; githubPages: boolean; redirects?: { from: string; to: string }[] },
): Promise<LiveSite> {
  const [robots, sitemap] = await Promise.all([fetchAnswer(base, '/robots.txt'), fetchAnswer(base, '/sitemap.xml')]);
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  // A large site's sitemap.xml is an index of sitemap files (next-sitemap.config.ts): read those.
  const files = /<sitemapindex\b/.test(sitemap.body) ? await inTurns(locs(sitemap.body), (path) => fetchAnswer(base, path)) : [sitemap];
  const listed = files.flatMap((file) => locs(file.body));
  const paths = [...new Set(['/', ...listed])];
  const pages = await inTurns(paths, (path) => fetchAnswer(base, path));
  const twinPaths = paths.map((path) => (path === '/' ? '/index.html' : `${path}.html`));
  const twins = new Map((await inTurns(twinPaths, (path) => fetchAnswer(base, path))).map((answer, index) => [paths[index], answer]));
  const [notFound, editor] = await Promise.all([
    fetchAnswer(base, `/live-check-${randomBytes(4).toString('hex')}`),
    fetchAnswer(base, '/admin'),
  ]);
  const redirected = await inTurns(redirects, async ({ from, to }) => ({ to, answer: await fetchAnswer(base, from) }));
  const home = pages[0];
  const assets = await inTurns(loadedFiles(home.body, base), (path) => fetchAnswer(base, path));
  return { address, pages, twins, notFound, editor, redirected, robots, sitemap, assets, formOrigins, githubPages };
}
