import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { fontPreloads } from '../../../scripts/next-adapter/font-preloads';
import { exportedPages } from '../../../scripts/checks/page-bytes';

// The web font is preloaded on every page, the not-found page included (Next leaves it out there;
// the post-build step adds it): found only through the stylesheet, it arrives after the first
// paint and its swap reflows the text.
test('every exported page preloads the web font', () => {
  const pages = exportedPages('out');
  const preloads = new Map(pages.map((file) => [file, fontPreloads(readFileSync(`out/${file}`, 'utf8'))]));
  const site = new Set([...preloads.values()].flat());
  expect(site.size, 'the site preloads its font').toBeGreaterThan(0);
  const missing = [...preloads].filter(([, tags]) => tags.length !== site.size).map(([file]) => file);
  expect(missing).toEqual([]);
});

test('an unknown path asks for the font before the stylesheet has been read', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['font', 'stylesheet'].includes(request.resourceType())) requests.push(request.resourceType());
  });
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await page.evaluate(() => document.fonts.ready);
  expect(requests[0]).toBe('font');
  expect(requests).toContain('stylesheet');
});
