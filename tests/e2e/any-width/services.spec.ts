import { expect, test } from '../fixtures';
import { business } from '@/lib/content/business';
import { counties } from '@/lib/content/counties';
import { serviceArea } from '@/lib/content/service-area';
import { emergencyForm } from '@/lib/forms/definitions';
import { emergencyCopy, inspectionLabel, inspectionPoints, serviceCopy, services, type ServiceSlug } from '@/lib/content/services';
import { jsonLdNodes } from '../json-ld';

/** Each page's form select as its record defines it; the spec's values are checked against the records in tests/unit/content/spec-values.test.ts. */
const selectOf = (slug: ServiceSlug) => {
  const select =
    slug === 'emergency-service' ? emergencyForm('en').fields.find((f) => f.name === 'emergencyType')! : serviceCopy[slug].form.select;
  return { name: select.name, values: (select.options ?? []).map((o) => o.value) };
};

const standardSections = [
  'the-problem',
  'signs',
  'safety',
  'what-a-visit-includes',
  'review',
  'questions',
  'call-to-action',
  'service-areas',
  'lead-form',
];
const emergencySections = [
  'situations',
  'availability',
  'equipment',
  'pricing',
  'emergency-service-areas',
  'review',
  'call-banner',
  'lead-form',
];
const heroAction: Record<string, string> = {
  'remote-keypad': 'Schedule Setup',
  maintenance: 'Schedule a Tune-Up',
  'emergency-service': 'Request Emergency Service',
};

async function optionValues(page: import('@playwright/test').Page, name: string) {
  return page
    .locator(`#lead-form select[name="${name}"] option`)
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
}

for (const service of services) {
  test.describe(service.slug, () => {
    test('shows its h1, its sections, its form select and links to the cities; the hero button scrolls to the lead form', async ({
      page,
    }) => {
      await page.goto(`/${service.slug}`);
      await expect(page.locator('h1')).toHaveText(service.h1);
      for (const id of service.kind === 'emergency' ? emergencySections : standardSections) {
        await expect(page.locator(`section#${id}`), `section #${id}`).toBeVisible();
      }
      const select = selectOf(service.slug);
      expect(await optionValues(page, select.name)).toEqual(select.values);
      const areas = page.locator(service.kind === 'emergency' ? '#emergency-service-areas' : '#service-areas');
      // Every county's page, never every town (docs/decisions/073-place-pages.md).
      expect(await areas.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        counties.map((county) => `/${county.route.slug}`),
      );
      await expect(page.locator('#review [role="img"]')).toHaveAttribute('aria-label', 'Rated 5 out of 5 stars');
      const ld = (await jsonLdNodes(page)) as { '@type': string; '@id'?: string; provider?: { '@id': string } }[];
      expect(ld.find((item) => item['@type'] === 'Service')?.provider?.['@id']).toBe(`${business.siteUrl}/#business`);
      // The provider is defined on the page itself, not only named.
      expect(ld.some((item) => item['@id'] === `${business.siteUrl}/#business` && item['@type'] === 'HomeAndConstructionBusiness')).toBe(
        true,
      );
      expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page
        .locator('main section')
        .first()
        .getByRole('link', { name: heroAction[service.slug] ?? 'Get Free Estimate' })
        .click();
      await expect(page.locator('#lead-form')).toBeInViewport();
      await expect(page).toHaveURL(/#lead-form$/);
      await expect(page.locator('#lead-form input[name="fullName"]')).toBeFocused();
    });
  });
}

test('repair: issue groups and an estimate form with optional ZIP and issue', async ({ page }) => {
  await page.goto('/garage-door-repair');
  await expect(page.locator('main h3', { hasText: 'Springs and cables' })).toBeVisible();
  for (const name of ['fullName', 'phone']) await expect(page.locator(`#lead-form [name="${name}"]`)).toHaveAttribute('required', '');
  for (const name of ['email', 'zipCode', 'issue'])
    await expect(page.locator(`#lead-form [name="${name}"]`)).not.toHaveAttribute('required', /.*/);
});

test('opener: brands serviced, inclusions and the 1-year labor and parts warranty', async ({ page }) => {
  await page.goto('/motor-opener-repair');
  await expect(page.getByRole('heading', { name: 'Brands we service' })).toBeVisible();
  await expect(page.getByText('LiftMaster', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What every opener repair includes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Backed by our ${business.warranty.label}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why homeowners choose us for openers' })).toBeVisible();
  await expect(page.locator('#call-to-action').getByRole('link', { name: 'Schedule Now' })).toHaveAttribute('href', '#lead-form');
});

test('maintenance: the inspection checklist and the maintenance schedule', async ({ page }) => {
  await page.goto('/maintenance');
  const inspection = page.locator('section', { has: page.getByRole('heading', { name: `Our ${inspectionLabel}` }) });
  await expect(inspection.locator('li')).toHaveCount(inspectionPoints.length);
  const rows = page.locator('table tbody tr');
  const schedule = serviceCopy.maintenance.blocks.find((b) => b.kind === 'schedule');
  await expect(rows).toHaveCount(schedule?.kind === 'schedule' ? schedule.rows.length : 0);
  await expect(rows.locator('td:first-of-type')).toHaveText(schedule?.kind === 'schedule' ? schedule.rows.map((r) => r.when) : []);
});

test('emergency: situations, the cards, pricing, every emergency area and a second call banner', async ({ page }) => {
  await page.goto('/emergency-service');
  await expect(page.locator('#situations li')).toHaveCount(emergencyCopy.situations.items.length);
  await expect(page.locator('#availability h2')).toContainText('24/7, 365 days');
  await expect(page.locator('#availability h3')).toHaveText(emergencyCopy.availability.cards.map((c) => c.title));
  await expect(page.locator('#availability')).toContainText('A real person answers');
  await expect(page.locator('#availability')).toContainText(business.emergency.arrivalWindow);
  await expect(page.locator('#pricing')).toContainText('trip charge');
  await expect(page.locator('#pricing')).toContainText('before any work starts');
  await expect(page.locator('#emergency-service-areas a')).toHaveText(counties.map((county) => `${county.name} County`));
  // The arrival time is promised only near the shop, in the record's words.
  await expect(page.locator('#emergency-service-areas')).toContainText(`Within ${serviceArea.arrivalMiles} miles of our`);
  await expect(page.locator('#call-banner a[href^="tel:"]')).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await page.locator('#call-banner').getByRole('link', { name: 'Request Emergency Service' }).click();
  await expect(page.locator('#lead-form')).toBeInViewport();
});
