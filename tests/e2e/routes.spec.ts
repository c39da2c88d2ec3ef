import { expect, test } from './fixtures';
import { business, smsHref } from '@/content/business';
import { allRoutes } from '@/lib/routes';
import { axeViolations, describeViolations } from './axe';
import { watchCsp } from '../helpers/csp-watch';
import { fallbackPolicy } from '../../scripts/static-server.mjs';

// One visit per route in the desktop project (1280 px) checks what a visitor, a crawler and the
// browser's security checks see: the page answers with its own h1 and title and the phone,
// under its shipped headers and Content-Security-Policy with zero violations, and with no
// WCAG 2.2 A/AA or best-practice violation. a11y.spec.ts scans every route again at 375 px.
const routes = allRoutes();

/** Parses a Content-Security-Policy into directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectStrictScripts(policy: string) {
  const scriptSrc = directives(policy).get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
}

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} answers with its own h1, title and phone, under its policy, with no axe violation`, async ({ page }) => {
      // axe walks the whole DOM; on a busy two-core machine a long page takes more than the default 30 s.
      test.setTimeout(60_000);
      const csp = await watchCsp(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(route.h1);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer#contact')).toBeAttached();
      const hrefs = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(new Set(hrefs)).toEqual(new Set([`tel:${business.phone.e164}`]));
      // Click-to-text: the footer's contact details carry the text number on every page.
      await expect(page.locator(`footer#contact a[href="${smsHref}"]`)).toHaveCount(1);

      const headers = response!.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      // The policy comes as a header (with frame-ancestors) and as a <meta> for hosts without header support.
      expectStrictScripts(headers['content-security-policy'] ?? '');
      expect(directives(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
      expectStrictScripts((await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '');

      const violations = await axeViolations(page);
      expect(violations, `axe found on ${route.path}:\n\n${describeViolations(violations)}`).toEqual([]);

      // Everything below the fold loads too (lazy images, islands) without breaking the policy.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(await csp.problems()).toEqual([]);
    });
  }
});

test('routes have unique titles', () => {
  const titles = routes.map((r) => r.title);
  expect(new Set(titles).size).toBe(titles.length);
});

test('an unknown path answers 404 with the not-found page under its policy and logs the path', async ({ page }) => {
  // axe, best practices included, on a busy two-core machine: more than the default 30 s.
  test.setTimeout(60_000);
  const csp = await watchCsp(page);
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
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  expectStrictScripts((await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '');
  const violations = await axeViolations(page);
  expect(violations, `axe found on the 404 page:\n\n${describeViolations(violations)}`).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(await csp.problems()).toEqual([]);
});

test('a trailing slash redirects to the clean URL', async ({ page }) => {
  await page.goto('/faq/');
  expect(new URL(page.url()).pathname).toBe('/faq');
});

test('hashed build assets are cached for a year, immutable', async ({ page, request }) => {
  await page.goto('/faq');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // No page policy on an asset: only the server's lock-everything fallback, which every response carries.
  expect(response.headers()['content-security-policy']).toBe(fallbackPolicy);
});

test('host configuration files are not served', async ({ request }) => {
  for (const path of ['/_headers', '/.htaccess']) expect((await request.get(path)).status()).toBe(404);
});
