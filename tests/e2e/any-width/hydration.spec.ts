import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { hasCompileHint } from '../../../scripts/next-adapter/compile-hints';
import { deferredPageData, deferredScripts, payloadFileOf, unrequestedPayloadFile } from '../../../scripts/next-adapter/deferred-scripts';
import { exportedPages } from '../../../scripts/checks/page-bytes';

// The post-build step moves Next's chunks and the page's flight payload behind a loader that
// starts them after the first contentful paint (scripts/next-adapter/deferred-scripts.ts). Checked in
// a real browser: nothing of them is fetched before that paint, each is fetched once (React and
// Turbopack must find the loader's tags rather than add their own), and the page still hydrates
// with the payload from the .txt file Next exported beside it (none is left inline, and the
// export holds no second copy).
const routes = [
  { route: '/', file: 'index.html' },
  { route: '/garage-door-sarasota', file: 'garage-door-sarasota.html' },
  { route: '/faq', file: 'faq.html' },
];

for (const { route, file } of routes) {
  test(`${route} fetches its framework chunks once, after the first paint, and hydrates`, async ({ page }) => {
    const html = readFileSync(`out/${file}`, 'utf8');
    const chunks = deferredScripts(html);
    expect(chunks.length, `${file} lists its chunks`).toBeGreaterThan(3);
    const data = deferredPageData(html);
    expect(data, `${file} lists its flight payload`).toMatch(/^\/[^?]+\.txt\?v=[0-9a-f]{20}$/);
    expect(data!.split('?')[0], `${file} reads the payload Next exported`).toBe(`/${payloadFileOf(file)}`);
    expect(html).not.toContain('self.__next_f.push([1');
    const listed = [...chunks, data!];
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/_next/static/') || url.pathname.endsWith('.txt')) requested.push(url.pathname + url.search);
    });
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The served payload leaves out the JSON-LD's text; the hydrated page keeps the HTML's, word for word.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1];
    expect(readFileSync(`out/${payloadFileOf(file)}`, 'utf8')).not.toContain('"@context":"https://schema.org"');
    expect(await page.locator('script[type="application/ld+json"]').evaluate((script) => script.textContent)).toBe(jsonLd);

    for (const src of listed)
      expect(
        requested.filter((r) => r === src),
        `${src} requested once`,
      ).toHaveLength(1);
    const timing = await page.evaluate((srcs) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => srcs.includes(new URL(entry.name).pathname + new URL(entry.name).search))
        .map((entry) => entry.startTime);
      return { paint, earliest: Math.min(...starts) };
    }, listed);
    expect(timing.paint, 'first contentful paint recorded').toBeGreaterThan(0);
    expect(timing.earliest, 'first chunk or payload request vs first contentful paint (ms)').toBeGreaterThanOrEqual(timing.paint);
  });
}

test("the export holds each page's flight payload once: the .txt Next wrote, no copy", () => {
  expect(existsSync('out/_next/static/flight')).toBe(false);
  for (const file of exportedPages('out')) expect(existsSync(`out/${payloadFileOf(file)}`), payloadFileOf(file)).toBe(true);
  // Next's second copy for a server (<page>/__next._full.txt) is left out: no browser asks for it.
  const copies = (readdirSync('out', { recursive: true }) as string[]).filter((file) => file.endsWith(unrequestedPayloadFile));
  expect(copies).toEqual([]);
});

// Every chunk a page starts at load carries V8's eager-compile hint as its first line
// (scripts/next-adapter/compile-hints.ts), as served: compiled off the main thread while it downloads.
test('every first-load chunk is served with the eager-compile hint', async ({ request }) => {
  const chunks = new Set(exportedPages('out').flatMap((file) => deferredScripts(readFileSync(`out/${file}`, 'utf8'))));
  expect(chunks.size).toBeGreaterThan(3);
  const missing: string[] = [];
  for (const src of chunks) {
    const response = await request.get(src);
    expect(response.ok(), src).toBe(true);
    if (!hasCompileHint(await response.text())) missing.push(src);
  }
  expect(missing).toEqual([]);
});
