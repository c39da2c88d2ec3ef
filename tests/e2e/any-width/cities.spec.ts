import { type Page } from '@playwright/test';
import { townProof } from '@/lib/pages/proof';
import { expect, test } from '../fixtures';
import { business, mailtoHref } from '@/lib/content/business';
import { cityPages, getCity } from '@/lib/content/cities';
import { jsonLdNodes } from '../json-ld';

const sections = {
  featured: [
    'featured-services',
    'services',
    'reasons',
    'local-know-how',
    'neighbourhoods',
    'permits',
    'how-we-reach',
    'nearby',
    'review',
    'all-services',
    'lead-form',
    'contact-details',
  ],
  long: [
    'services',
    'why-choose-us',
    'local-know-how',
    'neighbourhoods',
    'permits',
    'how-we-reach',
    'nearby',
    'review',
    'call-to-action',
    'all-services',
    'lead-form',
  ],
  short: ['about-service', 'permits', 'how-we-reach', 'nearby', 'review', 'call-to-action', 'lead-form'],
} as const;

const formButton = { featured: 'Get Free Estimate', long: 'Get Free Quote', short: 'Get Free Quote' } as const;

async function expectFormReached(page: Page) {
  await expect(page.locator('#lead-form')).toBeInViewport();
  await expect(page).toHaveURL(/#lead-form$/);
  await expect(page.locator('#lead-form input[name="fullName"]')).toBeFocused();
}

for (const record of cityPages) {
  const city = getCity(record.city);

  test.describe(`${record.slug} (${record.template})`, () => {
    test(`shows its h1, sections, review, city select and JSON-LD; ${formButton[record.template]} scrolls to the lead form`, async ({
      page,
    }) => {
      await page.goto(`/${record.slug}`);
      await expect(page.locator('h1')).toHaveText(record.h1);
      // Every town shows a review: its own customer's, or the nearest, under a heading naming that town.
      for (const id of sections[record.template]) {
        const section = page.locator(`section#${id}`);
        await expect(section, `section #${id}`).toBeVisible();
        await expect(section.locator('h2').first()).toBeVisible();
      }
      if (city.review) {
        await expect(page.locator('#review figcaption')).toContainText(city.review.author);
        await expect(page.locator('#review [role="img"]')).toHaveAttribute('aria-label', 'Rated 5 out of 5 stars');
      } else await expect(page.locator('#review h2')).toContainText(townProof(city.slug)!.town);
      await expect(page.locator('#permits')).toContainText(city.permits.office);
      // Its county and three to five nearest towns, never a list of every town.
      const nearby = page.locator('#nearby a');
      expect(await nearby.count()).toBeGreaterThanOrEqual(4);
      expect(await nearby.count()).toBeLessThanOrEqual(6);
      if (record.template !== 'short') {
        await expect(page.locator('#neighbourhoods li')).toHaveText([...city.neighbourhoods]);
      }
      // The city's own select as its file defines it; the spec's values: tests/unit/content/spec-values.test.ts.
      const select = page.locator(`#lead-form select[name="${city.form.select.name}"]`);
      const values = await select
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      expect(values).toEqual(city.form.select.options.map((o) => o.value));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const items = (await jsonLdNodes(page)) as { '@type': string; areaServed?: { name: string } }[];
      expect(items.map((item) => item['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'Service']));
      expect(items.find((item) => item['@type'] === 'Service')?.areaServed?.name).toBe(`${city.name}, FL`);

      const hero = page.locator('main section').first();
      await hero.getByRole('link', { name: formButton[record.template] }).click();
      await expectFormReached(page);
    });
  });
}

test.describe('template details', () => {
  test('featured pages: form title, service cards, the offer, trust badges and one mailto link in the page', async ({ page }) => {
    for (const record of cityPages.filter((p) => p.template === 'featured')) {
      await page.goto(`/${record.slug}`);
      const copy = getCity(record.city).pages.featured!.copy;
      await expect(page.locator('#lead-form h2')).toHaveText(copy.formTitle);
      await expect(page.locator('#featured-services h3')).toHaveText(copy.cards.map((c) => c.title));
      const contact = page.locator('#contact-details');
      await expect(contact.locator(`a[href="${mailtoHref}"]`)).toHaveCount(1);
      await expect(contact.locator('[data-offer]')).toContainText(`${business.offer.percent}%`);
      await expect(contact.getByRole('list', { name: 'Why homeowners trust us' })).toBeVisible();
    }
  });

  test('short pages: asterisks in required placeholders, Explore all services to /garage-door-repair', async ({ page }) => {
    await page.goto('/garage-door-service-bradenton');
    for (const name of ['fullName', 'phone']) {
      await expect(page.locator(`#lead-form [name="${name}"]`)).toHaveAttribute('placeholder', /\*$/);
      await expect(page.locator(`#lead-form [name="${name}"]`)).toHaveAttribute('required', '');
    }
    for (const name of ['email', 'zipCode']) {
      await expect(page.locator(`#lead-form [name="${name}"]`)).not.toHaveAttribute('placeholder', /\*/);
      await expect(page.locator(`#lead-form [name="${name}"]`)).not.toHaveAttribute('required', /.*/);
    }
    await page.getByRole('link', { name: 'Explore all services' }).click();
    await expect(page).toHaveURL(/\/garage-door-repair$/);
  });

  test('long pages: Schedule Now in the call to action scrolls to the form, ZIP is asked but optional', async ({ page }) => {
    await page.goto('/garage-door-venice');
    await expect(page.locator('#lead-form [name="zipCode"]')).not.toHaveAttribute('required', /.*/);
    const cta = page.locator('#call-to-action');
    await expect(cta.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    await cta.getByRole('link', { name: 'Schedule Now' }).click();
    await expectFormReached(page);
  });

  test('both Lakewood Ranch routes show one page and name one canonical URL', async ({ page }) => {
    const headings: string[][] = [];
    for (const path of ['/garage-door-lakewood-ranch', '/garage-door-service-lakewood-ranch']) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${business.siteUrl}/garage-door-lakewood-ranch`);
      headings.push(await page.locator('main h2').allTextContents());
    }
    expect(headings[0]).toEqual(headings[1]);
  });
});
