import { expect, test } from '../fixtures';
import { cityPages } from '@/lib/content/cities';
import { services } from '@/lib/content/services';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the links are the same at every width: crawl once');

/** The site-relative links of a page's served HTML, as a crawler reads them. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
}

test('every internal link on the city and service pages leads to a page that answers 200', async ({ request }) => {
  const pages = [...services.map((s) => `/${s.slug}`), ...cityPages.map((p) => `/${p.slug}`)];
  const found = new Map<string, string>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const href of internalLinks(await response.text())) if (!found.has(href.split('#')[0])) found.set(href.split('#')[0], path);
  }
  expect(found.size).toBeGreaterThan(20);
  for (const [href, from] of found) {
    const response = await request.get(href || '/');
    expect(response.status(), `${href} (linked from ${from})`).toBe(200);
  }
});
