import { axeViolations, describeViolations } from '../axe';
import { coveredSubmitButtons, fixedLayers } from '../covered';
import { expect, skipWelcomePopup, test } from '../fixtures';
import { business } from '@/lib/content/business';

// The phone-first chrome at 375 px: nothing the site floats covers a form's submit button, the
// bottom action bar keeps its own space and steps aside for the keyboard, the welcome sheet
// offers the call, and the emergency page leads with it.
test.skip(({ isMobile }) => !isMobile, 'the phone layout');

// Every other page's submit buttons are checked at 375 px in routes.spec.ts; the home page's
// here, with the side promo that only it has.
test('on the home page no submit button is covered, the side promo included', async ({ page }) => {
  test.setTimeout(90_000);
  await skipWelcomePopup(page);
  await page.clock.install();
  await page.goto('/');
  // Past the side promo's 10 s: it is open (shown or stepped aside), and still covers nothing.
  await page.clock.runFor(10_000);
  await expect(page.locator('[role="dialog"][aria-labelledby="side-promo-title"]')).toBeAttached();
  await page.evaluate(() => document.getElementById('brands-heading')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(page.getByRole('dialog', { name: business.offer.headline })).toBeVisible();
  const promoViolations = await axeViolations(page);
  expect(promoViolations, describeViolations(promoViolations)).toEqual([]);
  expect(await page.locator('form button[type="submit"]').count()).toBeGreaterThan(0);
  // The second form waits behind its button: opened, as a visitor would, its send button too is in reach.
  await page.locator('#promotion summary').click();
  expect(await coveredSubmitButtons(page)).toEqual([]);
  await expect(page.locator('[role="dialog"][aria-labelledby="side-promo-title"]')).toBeHidden();
});

test('the bottom action bar: call, text, chat and estimate in a landmark that keeps its own space', async ({ page }) => {
  await skipWelcomePopup(page);
  await page.goto('/faq');
  const bar = page.getByRole('navigation', { name: 'Quick contact' });
  await expect(bar.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(bar.getByRole('link', { name: /^Text/ })).toHaveAttribute('href', `sms:${business.textNumber.e164}`);
  const chat = new URL((await bar.getByRole('link', { name: new RegExp(`^${business.messaging.app}`) }).getAttribute('href')) ?? '');
  expect(chat.searchParams.get('text')).toBe(business.messaging.prefilledText);
  const barBox = await bar.boundingBox();
  expect(barBox!.y + barBox!.height).toBeCloseTo(page.viewportSize()!.height, 0);
  expect(barBox!.height).toBeLessThanOrEqual(72);

  // At the very bottom of the page the footer ends above the bar, not under it.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const footerBottom = await page.locator('footer#contact').evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual(barBox!.y + 1);

  // "Free estimate" takes the visitor to this page's form; while a field has focus the bar steps aside.
  await bar.getByRole('link', { name: 'Free estimate' }).click();
  const field = page.locator('#lead-form input[name="fullName"]');
  await expect(field).toBeFocused();
  await expect(bar).toBeHidden();
  await field.blur();
  await expect(bar).toBeVisible();
});

test('the welcome banner sits above the bottom bar, takes at most a quarter of the screen, and leaves the call to the bar', async ({
  page,
}) => {
  // axe walks the long home page behind the banner.
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/');
  await page.evaluate(() =>
    window.scrollTo({
      top: window.scrollY + document.querySelector('[data-hero]')!.getBoundingClientRect().bottom + 1,
      behavior: 'instant',
    }),
  );
  await page.clock.runFor(3_000);
  const sheet = page.getByRole('dialog', { name: /20% off your first service/ });
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return sheet.count();
    })
    .toBe(1);
  // The bar's Call is the banner's: no second call button in it.
  await expect(sheet.locator(`a[href="tel:${business.phone.e164}"]`)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: /^Call/ })).toBeVisible();
  const viewportHeight = page.viewportSize()!.height;
  const barTop = (await page.getByRole('navigation', { name: 'Quick contact' }).boundingBox())!.y;
  const box = (await sheet.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(barTop);
  expect(box.height).toBeLessThanOrEqual(0.25 * viewportHeight);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('the emergency page leads with the call', async ({ page }) => {
  await page.goto('/emergency-service');
  const firstAction = page.locator('main section').first().locator('a, button').first();
  await expect(firstAction).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(firstAction).toContainText(business.phone.display);
});

test('with the side promo up, the fixed layers take at most 20% of the screen and show the number once', async ({ page }) => {
  await skipWelcomePopup(page);
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(10_000);
  await page.evaluate(() => document.getElementById('brands-heading')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(page.getByRole('dialog', { name: business.offer.headline })).toBeVisible();
  const { share, layers, numberShown } = await fixedLayers(page, business.phone.display);
  expect(layers.length, layers.join(', ')).toBeGreaterThanOrEqual(3);
  expect(share, layers.join(', ')).toBeLessThanOrEqual(0.2);
  expect(numberShown, 'times the number shows in the fixed layers').toBe(1);
  await expect(page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: /^Call/ })).toContainText(
    business.phone.display,
  );
});

test('the ZIP checker brings its answer into view above the bottom bar', async ({ page }) => {
  await skipWelcomePopup(page);
  await page.goto('/service-area');
  const checker = page.locator('form[data-zip-checker]');
  await checker.getByLabel('ZIP code').fill('34275');
  await checker.getByLabel('ZIP code').blur();
  const bar = page.getByRole('navigation', { name: 'Quick contact' });
  await expect(bar).toBeVisible();
  const barTop = (await bar.boundingBox())!.y;
  // The visitor has scrolled until the button sits just above the bar: the answer comes below it.
  const check = checker.getByRole('button', { name: 'Check my ZIP' });
  await check.evaluate(
    (button, top) => window.scrollBy({ top: button.getBoundingClientRect().bottom - (top - 8), behavior: 'instant' }),
    barTop,
  );
  await check.click();
  const answer = checker.locator('[data-zip-answer="served"]');
  await expect(answer).toBeVisible();
  await expect
    .poll(async () => Math.round((await answer.boundingBox())!.y + (await answer.boundingBox())!.height))
    .toBeLessThanOrEqual(Math.round(barTop));
  await expect(answer).toBeInViewport({ ratio: 1 });
});

test('reviews link to the public review profile, and /review-us hands out the review form by QR code', async ({ page }) => {
  const [google] = business.reviewProfiles;
  await skipWelcomePopup(page);
  await page.goto('/');
  await expect(
    page.locator('section[aria-labelledby="testimonials-heading"]').getByRole('link', { name: `Read all reviews on ${google.network}` }),
  ).toHaveAttribute('href', google.url);
  await page.goto('/reviews');
  await expect(page.getByRole('link', { name: `Read all reviews on ${google.network}` }).first()).toHaveAttribute('href', google.url);

  await page.goto('/review-us');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const qr = page.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: `Write a review on ${google.network}` })).toHaveAttribute('href', google.writeUrl);
  // One ask for every customer: nothing that sends only the happy ones to the review site.
  await expect(page.locator('main')).not.toContainText(/if you (were|are) (happy|satisfied)/i);
});
