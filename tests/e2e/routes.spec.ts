import { expect, test } from './fixtures';
import { business } from '@/content/business';
import { allRoutes } from '@/lib/routes';

const routes = allRoutes();

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} answers with its own h1 and title`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(route.h1);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer#contact')).toBeAttached();
      const telLinks = page.locator('a[href^="tel:"]');
      expect(await telLinks.count()).toBeGreaterThan(0);
      const hrefs = await telLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(hrefs)).toEqual(new Set([`tel:${business.phone.e164}`]));
    });
  }
});

test('routes have unique titles', () => {
  const titles = routes.map((r) => r.title);
  expect(new Set(titles).size).toBe(titles.length);
});

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect.poll(() => warnings.some((w) => w.includes('/no-such-page-here'))).toBe(true);
});

test('a trailing slash redirects to the clean URL', async ({ page }) => {
  await page.goto('/faq/');
  expect(new URL(page.url()).pathname).toBe('/faq');
});
