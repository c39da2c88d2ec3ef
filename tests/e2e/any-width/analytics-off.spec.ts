import { expect, skipWelcomePopup, test } from '../fixtures';

// The default build (out/, no NEXT_PUBLIC_ANALYTICS_*): no analytics code loads, nothing is
// sent, no cookie is set, even after the page has been idle and the visitor clicked around.
// Hydration, a client navigation and the idle wait take more than 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test('without analytics configured nothing is counted, loaded or stored', async ({ page, context }) => {
  const analyticsRequests: string[] = [];
  const trackerScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(event|send)\b/.test(new URL(request.url()).pathname)) analyticsRequests.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const code = await response.text().catch(() => '');
    if (code.includes('/api/event') || code.includes('/api/send')) trackerScripts.push(response.url());
  });
  await page.addInitScript(() =>
    document.addEventListener('click', (event) => (event.target as Element).closest?.('a[href^="tel:"]') && event.preventDefault()),
  );
  await skipWelcomePopup(page);
  await page.goto('/');
  // A header link: the home page's side promo (due at 10 s) can open over the footer's links at
  // the moment of the click on a slow machine, which a visitor would close first.
  await page.locator('header nav[aria-label="Main"] a[href="/reviews"]').click();
  await expect(page).toHaveURL(/\/reviews$/, { timeout: 20_000 });
  await page.locator('a[href^="tel:"]').filter({ visible: true }).first().click();
  // Past the point where a configured build loads its tracker (idle, at most 4 s after hydration).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 4500), { timeout: 4000 })));
  expect(analyticsRequests).toEqual([]);
  expect(trackerScripts).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});
