import { type Page } from '@playwright/test';
import { homeTestimonials } from '@/lib/content/reviews';
import { expect, skipWelcomePopup, test } from '../fixtures';

// The rotator runs on Playwright's clock: paused after install, advanced by hand.
async function openHome(page: Page) {
  await skipWelcomePopup(page);
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
  await page.goto('/', { waitUntil: 'networkidle' });
}

const testimonial = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Customer testimonials' }).locator(`[aria-roledescription="slide"][aria-label="${label}"]`);

test.describe('testimonial rotator', () => {
  test('advances every 4 s and wraps; dots jump', async ({ page }) => {
    await openHome(page);
    await expect(testimonial(page, '1 of 3')).toBeVisible();
    await page.clock.runFor(3_900);
    await expect(testimonial(page, '1 of 3')).toBeVisible();
    await page.clock.runFor(100);
    await expect(testimonial(page, '2 of 3')).toBeVisible();
    await expect(testimonial(page, '1 of 3')).toBeHidden();
    await page.clock.runFor(4_000);
    await expect(testimonial(page, '3 of 3')).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(testimonial(page, '1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Show testimonial 3 of 3' }).click();
    await expect(testimonial(page, '3 of 3')).toBeVisible();
    await expect(testimonial(page, '3 of 3')).toContainText(`${homeTestimonials[2].author}, ${homeTestimonials[2].location}`);
  });

  test('pauses while focused and with the pause button', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Show testimonial 2 of 3' }).focus();
    await page.clock.runFor(8_000);
    await expect(testimonial(page, '1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.locator('h1').click();
    await page.clock.runFor(8_000);
    await expect(testimonial(page, '1 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  });

  test('pauses while hovered', async ({ page, isMobile }) => {
    test.skip(isMobile, 'hover is a pointer behaviour');
    await openHome(page);
    await page.getByRole('region', { name: 'Customer testimonials' }).hover();
    await page.clock.runFor(8_000);
    await expect(testimonial(page, '1 of 3')).toBeVisible();
  });

  test('does not move by itself under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await page.clock.runFor(12_000);
    await expect(testimonial(page, '1 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  });
});
