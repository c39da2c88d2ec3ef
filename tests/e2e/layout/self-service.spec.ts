import { readFileSync } from 'node:fs';
import path from 'node:path';
import { business, phoneLink } from '@/lib/content/business';
import { cities, primaryCityPage } from '@/lib/content/cities';
import { counties } from '@/lib/content/counties';
import { troubleshootingForm } from '@/lib/forms/definitions';
import { staticPages } from '@/lib/content/pages';
import { services } from '@/lib/content/services';
import { serviceArea } from '@/lib/content/service-area';
import { milesBetween, type RegionZipTable, regionZipsPath } from '@/lib/service-area/region-zips';
import { expect, leadTest, skipWelcomePopup, test } from '../fixtures';
import { formLocator, toaster } from '../lead-helpers';

// Issue: the homeowner's questions before calling. Do you serve me (ZIP checker, service-area
// list), is it safe and what is wrong (troubleshooting guide), what will it cost (price guide).
// Behaviour does not depend on the viewport beyond what a11y/routes check: desktop only.
test.skip(({ isMobile }) => isMobile, 'the layouts are checked by routes.spec at both widths');

const troubleshootingPath = staticPages.troubleshooting.path;

// The ZIP codes: the two ends of the area and two cities without a page are served, a
// city with a page answers with it, and Orlando and New York are outside. Port Charlotte has no
// page but lies near North Port's.
const regionZips = [
  { zip: '34102', place: 'Naples' },
  { zip: '33901', place: 'Fort Myers' },
  { zip: '34606', place: 'Spring Hill' },
  { zip: '33701', place: 'Saint Petersburg' },
  { zip: '33954', place: 'Port Charlotte' },
];

/** The city pages within the service-area record's distance of a ZIP, from the ZIP dataset's coordinates (the export's table). */
const table = JSON.parse(readFileSync(path.join('out', regionZipsPath), 'utf8')) as RegionZipTable;
function pagesNear(zip: string): string[] {
  return cities
    .filter((city) => {
      const points = city.zipCodes.map((code) => table.zips[code]);
      const centre = {
        lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
        lon: points.reduce((s, p) => s + p.lon, 0) / points.length,
      };
      // The table's coordinates are rounded to 0.01 degree (under a mile).
      return milesBetween(table.zips[zip], centre) <= serviceArea.nearbyMiles + 1;
    })
    .map((city) => `/${primaryCityPage(city.slug).slug}`);
}

for (const path of [staticPages.serviceArea.path, '/']) {
  test(`${path}: the ZIP checker serves every ZIP of the area (a city page only when near), and answers the rest politely with the phone`, async ({
    page,
  }) => {
    await skipWelcomePopup(page);
    await page.goto(path);
    const checker = page.locator('form[data-zip-checker]');
    await expect(checker).toHaveCount(1);
    const input = checker.getByLabel('ZIP code');
    const check = checker.getByRole('button', { name: 'Check my ZIP' });
    const answer = checker.locator('[aria-live="polite"]');

    await input.fill('34275');
    await check.click();
    await expect(answer).toContainText('we serve 34275');
    await expect(answer.getByRole('link', { name: 'Garage door service in Nokomis' })).toHaveAttribute(
      'href',
      '/garage-door-service-nokomis',
    );
    await expect(answer.locator(`a[href="${phoneLink.href}"]`)).toBeVisible();

    for (const { zip, place } of regionZips) {
      await input.fill(zip);
      await check.click();
      await expect(answer.locator('[data-zip-answer="served"]'), zip).toContainText(`Yes, we serve ${place}.`);
      await expect(answer.locator(`a[href="${phoneLink.href}"]`), zip).toBeVisible();
      await expect(answer.getByRole('link', { name: 'Request a visit' }), zip).toHaveAttribute('href', '/#lead-form');
      // A city page only when it is near: none for Naples, whose nearest page is some 50 miles
      // off; the arrival promise only near the shop, the county's page and crew days farther out.
      const named = await answer
        .getByRole('link', { name: /^Garage door service in / })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const near = pagesNear(zip);
      for (const href of named) expect(near, `${zip} names ${href}`).toContain(href);
      expect(named.length, zip).toBe(near.length > 0 ? 1 : 0);
      const shop = table.zips[business.address.postalCode];
      if (milesBetween(table.zips[zip], shop) <= serviceArea.arrivalMiles)
        await expect(answer, zip).toContainText(business.emergency.arrivalWindow);
      else {
        await expect(answer, zip).not.toContainText(business.emergency.arrivalWindow);
        await expect(answer.getByRole('link', { name: /^How we serve .* County$/ }), zip).toHaveCount(named.length ? 0 : 1);
      }
    }

    for (const zip of ['32801', '10001']) {
      await input.fill(zip);
      await check.click();
      await expect(answer).toContainText(`${zip} is outside our service area`);
      await expect(answer.getByRole('link', { name: /Garage door service in/ })).toHaveCount(0);
      await expect(answer.locator(`a[href="${phoneLink.href}"]`)).toBeVisible();
    }

    await input.fill('34a75');
    await check.click();
    await expect(answer).toContainText('A ZIP code is five digits');

    await input.fill('34275');
    await check.click();
    await answer.getByRole('link', { name: 'Garage door service in Nokomis' }).click();
    await expect(page).toHaveURL(/\/garage-door-service-nokomis$/);
  });
}

test('/service-area: when the ZIP table cannot be fetched, the checker says so and offers the phone and the full list', async ({
  page,
}) => {
  await page.route(`**${regionZipsPath}`, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(staticPages.serviceArea.path);
  const checker = page.locator('form[data-zip-checker]');
  await checker.getByLabel('ZIP code').fill('34102');
  await checker.getByRole('button', { name: 'Check my ZIP' }).click();
  const answer = checker.locator('[data-zip-answer="failed"]');
  await expect(answer).toContainText('We could not check your ZIP code just now.');
  await expect(answer.locator(`a[href="${phoneLink.href}"]`)).toBeVisible();
  await expect(answer.getByRole('link', { name: /see every ZIP code we serve/ })).toHaveAttribute('href', '/service-area#every-zip-code');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checker opens the list of every ZIP code by county, where Naples 34102 is found and Orlando is not', async ({ page }) => {
    await page.goto(staticPages.serviceArea.path);
    const checker = page.locator('form[data-zip-checker]');
    await checker.getByLabel('ZIP code').fill('34102');
    await checker.getByRole('button', { name: 'Check my ZIP' }).click();
    await expect(page).toHaveURL(/\/service-area\?zip=34102#every-zip-code$/);
    const list = page.locator('#every-zip-code');
    await expect(list.locator('details[data-county]')).toHaveCount(serviceArea.counties.length);
    const collier = list.locator('details[data-county="Collier"]');
    await collier.locator('summary').click();
    await expect(collier.getByRole('definition').filter({ hasText: '34102' })).toBeVisible();
    await expect(collier.getByRole('term').filter({ hasText: /^Naples$/ })).toBeVisible();
    for (const county of ['Hernando', 'Lee', 'Pinellas'])
      await expect(list.locator(`details[data-county="${county}"] summary`)).toContainText(`${county} County`);
    await expect(list).not.toContainText('32801');
    await expect(list).not.toContainText('10001');
  });

  test('/service-area leads to each county’s page, which lists its towns with their pages and its ZIP codes', async ({ page }) => {
    await page.goto(staticPages.serviceArea.path);
    const cards = page.locator('#counties li');
    await expect(cards).toHaveCount(counties.length);
    for (const county of counties) {
      const card = cards.filter({ has: page.getByRole('link', { name: `${county.name} County`, exact: true }) });
      await expect(card.getByRole('link', { name: `${county.name} County`, exact: true })).toHaveAttribute('href', `/${county.route.slug}`);
      for (const city of cities.filter((town) => town.county === county.slug)) await expect(card).toContainText(city.name);
    }
    const sarasota = counties.find((county) => county.slug === 'sarasota')!;
    await page.goto(`/${sarasota.route.slug}`);
    for (const city of cities.filter((town) => town.county === sarasota.slug))
      await expect(page.locator('#towns').getByRole('link', { name: new RegExp(`^${city.name}`) })).toHaveAttribute(
        'href',
        `/${primaryCityPage(city.slug).slug}`,
      );
    // Every ZIP code the dataset puts in the county (a town's ZIP code over the line is on its own county's page).
    const zips = Object.entries(table.zips).filter(([, row]) => row.county === sarasota.name);
    expect(zips.length).toBeGreaterThan(20);
    for (const [zip] of zips) await expect(page.locator('#zip-codes')).toContainText(zip);
  });

  test('the troubleshooting guide reads as anchored sections and its request links reach the form', async ({ page }) => {
    await page.goto(troubleshootingPath);
    await page
      .getByRole('navigation', { name: 'What is your door doing?' })
      .getByRole('link', { name: /broken spring/i })
      .click();
    await expect(page).toHaveURL(/#broken-spring$/);
    await expect(page.locator('#broken-spring')).toBeInViewport();
    await page.locator('#broken-spring').getByRole('link', { name: 'Request this repair' }).click();
    await expect(page).toHaveURL(/\?symptom=broken-spring#lead-form$/);
    await expect(formLocator(page, troubleshootingForm('en')).locator('[name="symptom"]')).toBeVisible();
  });
});

leadTest(
  'choosing the broken-spring symptom shows the safety advice, a tel link and a request form that arrives with the symptom',
  async ({ page, capture }) => {
    await page.goto(troubleshootingPath);
    await page
      .getByRole('navigation', { name: 'What is your door doing?' })
      .getByRole('link', { name: /broken spring/i })
      .click();
    const section = page.locator('#broken-spring');
    await expect(section).toBeInViewport();
    const never = section.locator('[data-never]');
    await expect(never).toContainText('Do not run the opener');
    await expect(never).toContainText('Do not touch the springs');
    await expect(section.getByRole('link', { name: /Call first/ })).toHaveAttribute('href', phoneLink.href);

    await section.getByRole('link', { name: 'Request this repair' }).click();
    const form = formLocator(page, troubleshootingForm('en'));
    await expect(form.locator('[name="symptom"]')).toHaveValue('broken-spring');
    await expect(page).toHaveURL(/\?symptom=broken-spring#lead-form$/);
    await expect(form.locator('[name="fullName"]')).toBeFocused();

    await form.locator('[name="fullName"]').fill('Dana Whitfield');
    await form.locator('[name="phone"]').fill('(941) 555-0188');
    await form.locator('[name="zipCode"]').fill('34275');
    capture.respondWith('success');
    await form.getByRole('button', { name: troubleshootingForm('en').submitLabel }).click();
    const lead = await capture.waitForRequests(1);
    expect(lead.body).toMatchObject({
      symptom: 'broken-spring',
      fullName: 'Dana Whitfield',
      zipCode: '34275',
      formId: troubleshootingForm('en').id,
      pagePath: troubleshootingPath,
    });
    await expect(toaster(page).getByText('Request Submitted!')).toBeVisible();
  },
);

test('a request link opened in a new visit arrives with its symptom chosen', async ({ page }) => {
  await page.goto(`${troubleshootingPath}?symptom=off-track#lead-form`);
  await expect(formLocator(page, troubleshootingForm('en')).locator('[name="symptom"]')).toHaveValue('off-track');
});

test('/pricing shows a dollar range for every service, and the FAQ and service pages state the same ranges', async ({ page }) => {
  await page.goto(staticPages.pricing.path);
  // "$89–$500+": the price guide marks a range whose largest jobs cost more ("over $500" in sentences).
  const ranges = new Map<string, { min: string; max: string; over: boolean }>();
  for (const service of services) {
    const card = page.locator(`[data-price-service="${service.slug}"]`);
    await expect(card.getByRole('heading', { name: service.name })).toBeVisible();
    const text = await card.locator('[data-price-range]').innerText();
    const match = /^(\$[\d,]+)–(\$[\d,]+)(\+?)$/.exec(text.trim());
    expect(match, `${service.slug}: "${text}"`).not.toBeNull();
    ranges.set(service.slug, { min: match![1], max: match![2], over: match![3] === '+' });
  }

  const repair = ranges.get('garage-door-repair')!;
  await page.goto(staticPages.faq.path);
  await expect(page.locator('main')).toContainText(`Most repairs cost from ${repair.min} to ${repair.over ? 'over ' : ''}${repair.max}`);

  for (const slug of ['spring-replacement', 'garage-door-repair']) {
    const { min, max, over } = ranges.get(slug)!;
    await page.goto(`/${slug}`);
    await expect(page.locator(`[data-price-line="${slug}"]`)).toContainText(`Typical price: ${min}–${max}${over ? '+' : ''}`);
  }
});
