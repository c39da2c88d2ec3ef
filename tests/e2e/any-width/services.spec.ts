import { expect, test } from '../fixtures';
import { business } from '@/lib/content/business';
import { services } from '@/lib/content/services';

/** Each service form's select, typed out here so a changed option list fails the test. */
const selects: Record<string, { name: string; values: string[] }> = {
  'garage-door-repair': { name: 'issue', values: ['broken-spring', 'door-off-track', 'opener-problem', 'noisy-door', 'damaged-panel', 'other'] },
  'garage-door-installation': { name: 'doorType', values: ['impact-rated-steel', 'insulated', 'carriage-house', 'full-view-glass', 'not-sure'] },
  'spring-replacement': { name: 'problemType', values: ['spring-snapped', 'door-heavy', 'spring-rusted', 'high-cycle-upgrade', 'not-sure'] },
  'motor-opener-repair': { name: 'issueDescription', values: ['hums-no-movement', 'reverses', 'remote-not-working', 'noisy', 'new-opener', 'other'] },
  'remote-keypad': { name: 'serviceNeeded', values: ['program-remote', 'keypad', 'car-button', 'smartphone-control', 'reset-codes'] },
  'cable-repair': { name: 'problemType', values: ['cable-snapped', 'cable-frayed', 'cable-off-drum', 'door-crooked', 'not-sure'] },
  'track-roller-repair': { name: 'issueDescription', values: ['off-track', 'grinding-noise', 'shaking', 'bent-track', 'roller-upgrade'] },
  maintenance: { name: 'visitType', values: ['annual-tune-up', 'pre-hurricane-check', 'rental-six-month', 'multi-door'] },
  // The emergency types (docs/product.md#every-other-form).
  'emergency-service': { name: 'emergencyType', values: ['stuck-open', 'stuck-closed', 'off-track', 'broken-spring', 'opener-dead', 'security-issue', 'other'] },
};

const standardSections = ['the-problem', 'signs', 'safety', 'what-a-visit-includes', 'review', 'questions', 'call-to-action', 'service-areas', 'lead-form'];
const emergencySections = ['situations', 'availability', 'equipment', 'pricing', 'emergency-service-areas', 'review', 'call-banner', 'lead-form'];
const heroAction: Record<string, string> = { 'remote-keypad': 'Schedule Setup', maintenance: 'Schedule a Tune-Up', 'emergency-service': 'Request Emergency Service' };

async function optionValues(page: import('@playwright/test').Page, name: string) {
  return page.locator(`#lead-form select[name="${name}"] option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
}

for (const service of services) {
  test.describe(service.slug, () => {
    test('shows its h1, its sections, its form select and links to the cities; the hero button scrolls to the lead form', async ({ page }) => {
      await page.goto(`/${service.slug}`);
      await expect(page.locator('h1')).toHaveText(service.h1);
      for (const id of service.kind === 'emergency' ? emergencySections : standardSections) {
        await expect(page.locator(`section#${id}`), `section #${id}`).toBeVisible();
      }
      expect(await optionValues(page, selects[service.slug].name)).toEqual(selects[service.slug].values);
      const areas = page.locator(service.kind === 'emergency' ? '#emergency-service-areas' : '#service-areas');
      expect(await areas.locator('a').count()).toBe(service.kind === 'emergency' ? 9 : 11);
      await expect(page.locator('#review [role="img"]')).toHaveAttribute('aria-label', 'Rated 5 out of 5 stars');
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => JSON.parse(t) as { '@type': string; provider?: { '@id': string } }[]);
      expect(ld.find((item) => item['@type'] === 'Service')?.provider?.['@id']).toBe(`${business.siteUrl}/#business`);
      expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.locator('main section').first().getByRole('link', { name: heroAction[service.slug] ?? 'Get Free Estimate' }).click();
      await expect(page.locator('#lead-form')).toBeInViewport();
      await expect(page).toHaveURL(/#lead-form$/);
      await expect(page.locator('#lead-form input[name="fullName"]')).toBeFocused();
    });
  });
}

test('repair: issue groups and an estimate form with optional ZIP and issue', async ({ page }) => {
  await page.goto('/garage-door-repair');
  await expect(page.locator('main h3', { hasText: 'Springs and cables' })).toBeVisible();
  for (const name of ['fullName', 'phone', 'email']) await expect(page.locator(`#lead-form [name="${name}"]`)).toHaveAttribute('required', '');
  for (const name of ['zipCode', 'issue']) await expect(page.locator(`#lead-form [name="${name}"]`)).not.toHaveAttribute('required', /.*/);
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

test('maintenance: the 26-point inspection and the maintenance schedule', async ({ page }) => {
  await page.goto('/maintenance');
  const inspection = page.locator('section', { has: page.getByRole('heading', { name: 'Our 26-point inspection' }) });
  await expect(inspection.locator('li')).toHaveCount(26);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.locator('td:first-of-type')).toHaveText(['Once a year', 'Every 6 months', 'Before hurricane season']);
});

test('emergency: situations, the three cards, pricing, the nine areas and a second call banner', async ({ page }) => {
  await page.goto('/emergency-service');
  await expect(page.locator('#situations li')).toHaveCount(9);
  await expect(page.locator('#availability h2')).toContainText('24/7, 365 days');
  await expect(page.locator('#availability h3')).toHaveText(['Emergency Response', 'Immediate Answer', 'Fast Arrival']);
  await expect(page.locator('#availability')).toContainText('A real person answers');
  await expect(page.locator('#availability')).toContainText('1-2 hours');
  await expect(page.locator('#pricing')).toContainText('trip charge');
  await expect(page.locator('#pricing')).toContainText('before any work starts');
  await expect(page.locator('#emergency-service-areas a')).toHaveText([
    'Sarasota', 'Venice', 'Bradenton', 'North Port', 'Siesta Key', 'Lakewood Ranch', 'Osprey', 'Englewood', 'Punta Gorda',
  ]);
  await expect(page.locator('#call-banner a[href^="tel:"]')).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await page.locator('#call-banner').getByRole('link', { name: 'Request Emergency Service' }).click();
  await expect(page.locator('#lead-form')).toBeInViewport();
});
