import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { deferredScripts } from '../../scripts/host/deferred-scripts.mjs';

// The post-build step moves Next's chunks behind a loader that starts them after the first
// contentful paint (scripts/host/deferred-scripts.mjs). Checked in a real browser: nothing of
// them is fetched before that paint, each is fetched once (React and Turbopack must find the
// loader's tags rather than add their own), and the page still hydrates.
const routes = [
  { route: '/', file: 'index.html' },
  { route: '/garage-door-sarasota', file: 'garage-door-sarasota.html' },
  { route: '/faq', file: 'faq.html' },
];

for (const { route, file } of routes) {
  test(`${route} fetches its framework chunks once, after the first paint, and hydrates`, async ({ page }) => {
    const listed = deferredScripts(readFileSync(`out/${file}`, 'utf8'));
    expect(listed.length, `${file} lists its chunks`).toBeGreaterThan(3);
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js')) requested.push(url.pathname);
    });
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    for (const src of listed) expect(requested.filter((r) => r === src), `${src} requested once`).toHaveLength(1);
    const timing = await page.evaluate((srcs) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => srcs.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { paint, earliest: Math.min(...starts) };
    }, listed);
    expect(timing.paint, 'first contentful paint recorded').toBeGreaterThan(0);
    expect(timing.earliest, 'first chunk request vs first contentful paint (ms)').toBeGreaterThanOrEqual(timing.paint);
  });
}
