import { expect, test } from './fixtures';
import { cityPages } from '@/content/cities';
import { services } from '@/content/services';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the links are the same at every width: crawl once');

test('every internal link on the city and service pages leads to a page that answers 200', async ({ page, request }) => {
  test.setTimeout(120_000);
  const pages = [...services.map((s) => `/${s.slug}`), ...cityPages.map((p) => `/${p.slug}`)];
  const found = new Map<string, string>();
  for (const path of pages) {
    await page.goto(path);
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) if (!found.has(href.split('#')[0])) found.set(href.split('#')[0], path);
  }
  expect(found.size).toBeGreaterThan(20);
  for (const [href, from] of found) {
    const response = await request.get(href || '/');
    expect(response.status(), `${href} (linked from ${from})`).toBe(200);
  }
});
