import { business } from '@/lib/content/business';
import { getCity } from '@/lib/content/cities';
import { getService } from '@/lib/content/services';
import { countyProof, townProof } from '@/lib/pages/proof';
import { sitePages } from '@/lib/pages/registry';
import { expect, test } from '../fixtures';

/**
 * Proof on every page that asks (docs/product.md, place pages): each town, county and service
 * page, English and Spanish, shows the rating and one review naming its town. A page without a
 * review of its own shows the nearest one under a heading that names that review's town, so
 * another place's review is never presented as local. Read from the export's HTML.
 */
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the pages are the same at every width');
});

const pages = sitePages.flatMap((page) => {
  if (page.kind !== 'city' && page.kind !== 'county' && page.kind !== 'service') return [];
  const proof = page.kind === 'city' ? townProof(page.key) : page.kind === 'county' ? countyProof(page.key) : undefined;
  const localName = page.kind === 'city' ? getCity(page.key).name : page.kind === 'service' ? getService(page.key)?.name : undefined;
  return [page.path, ...(page.spanish ? [page.spanish.path] : [])].map((path) => ({ path, kind: page.kind, proof, localName }));
});

test('every town, county and service page, in both languages, shows the rating and a review naming a town', async ({ request }) => {
  expect(pages.filter((page) => page.path.startsWith('/es/')).length).toBeGreaterThan(0);
  for (const { path, kind, proof } of pages) {
    const html = await (await request.get(path)).text();
    const section = /<section id="review"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(section, `${path}: a review section`).toBeDefined();
    expect(section, `${path}: the rating`).toContain(`${business.rating.value}`);
    expect(section, `${path}: a review`).toContain('data-review');
    if (proof) {
      // The review's own town is named, in its caption, and in the heading when it is not the page's place's.
      expect(section, `${path}: the review's town`).toContain(proof.town);
      const heading = /<h2[^>]*>([\s\S]*?)<\/h2>/.exec(section!)?.[1] ?? '';
      if (!proof.local || kind === 'county') expect(heading, `${path}: the heading names ${proof.town}`).toContain(proof.town);
    }
    // Customers' words are English: a Spanish page marks them so.
    if (path.startsWith('/es/')) expect(section, `${path}: the review's language`).toContain('lang="en"');
  }
});

test('a town without its own review says where the review it shows is from', async ({ page }) => {
  const borrowed = pages.find((entry) => entry.kind === 'city' && entry.proof && !entry.proof.local);
  test.skip(!borrowed, 'every town has a review of its own');
  await page.goto(borrowed!.path);
  const section = page.locator('#review');
  await expect(section.getByRole('heading', { level: 2 })).toContainText(borrowed!.proof!.town);
  await expect(section.getByRole('heading', { level: 2 })).not.toContainText(borrowed!.localName!);
  await expect(section.locator('figcaption')).toContainText(borrowed!.proof!.town);
});
