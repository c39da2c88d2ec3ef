import type { Locator, Page } from '@playwright/test';
import { symptoms } from '@/lib/content/troubleshooting';
import { expect, skipWelcomePopup, test } from '../fixtures';

// A link to a part of a page (a troubleshooting symptom, a lead form, the FAQ's form) lands with
// that part's heading wholly in view: below the sticky header and, on a phone, above the bottom
// bar. At 375 and 1280 px.

/** Once the scroll has come to rest: the heading's top is below the header and its bottom above the bar (or the screen's edge). */
async function expectHeadingClear(page: Page, heading: Locator) {
  await expect(heading).toBeVisible();
  await expect
    .poll(
      async () =>
        heading.evaluate((element) => {
          const header = document.querySelector('header')!.getBoundingClientRect();
          const bar = document.querySelector('[data-action-bar]')!.getBoundingClientRect();
          const floor = bar.width >= window.innerWidth - 1 ? bar.top : window.innerHeight;
          const box = element.getBoundingClientRect();
          return box.top >= header.bottom && box.bottom <= floor
            ? 'clear'
            : `heading ${Math.round(box.top)}-${Math.round(box.bottom)}, header ends ${Math.round(header.bottom)}, screen ends ${Math.round(floor)}`;
        }),
      { message: await heading.textContent().then((text) => text ?? '') },
    )
    .toBe('clear');
}

test.beforeEach(async ({ page }) => skipWelcomePopup(page));

test('a troubleshooting symptom link, followed on the page or from another, shows its heading below the header', async ({ page }) => {
  const emergency = symptoms.find((symptom) => symptom.urgency === 'emergency') ?? symptoms[0];
  const last = symptoms.at(-1)!;
  await page.goto('/garage-door-troubleshooting');
  for (const symptom of [emergency, last]) {
    await page.locator(`nav[aria-labelledby="symptoms-heading"] a[href="#${symptom.slug}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${symptom.slug}$`));
    await expectHeadingClear(page, page.locator(`#${symptom.slug}-heading`));
  }
  await page.goto(`/garage-door-troubleshooting#${emergency.slug}`);
  await expectHeadingClear(page, page.locator(`#${emergency.slug}-heading`));
  // "Request this repair" brings the form, symptom chosen, with its heading in view.
  await page.locator(`#${last.slug} a[data-symptom]`).click();
  await expectHeadingClear(page, page.locator('#lead-form h2'));
});

test('the lead-form links land on the form’s heading: on the FAQ page, and on the home page from a page without a form', async ({
  page,
}) => {
  // The header's coupon; below 768 px it is in the menu.
  const offer = async () => {
    if (!(await page.locator('header').getByRole('link', { name: /OFF/ }).isVisible()))
      await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('header').getByRole('link', { name: /OFF/ }).click();
  };
  await page.goto('/faq');
  await offer();
  await expectHeadingClear(page, page.locator('#lead-form h2'));
  await page.goto('/pricing');
  expect(await page.locator('#lead-form').count()).toBe(0);
  await offer();
  await expect(page).toHaveURL(/\/#lead-form$/);
  await expectHeadingClear(page, page.locator('#lead-form h2'));
});
