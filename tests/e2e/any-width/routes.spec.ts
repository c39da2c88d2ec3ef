import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { coveredSubmitButtons } from '../covered';
import { business, smsHref } from '@/lib/content/business';
import { spanishHome } from '@/lib/i18n/locale';
import { allRoutes } from '@/lib/site/routes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, axeViolationsAsLoaded, describeViolations } from '../axe';
import { exportedPages, routeOf } from '../../../scripts/checks/page-bytes';
import { watchCsp } from '../../helpers/csp-watch';

// One visit per route checks what a visitor, a crawler and the browser's security checks see:
// the page answers with its own h1 and title and the phone, under its shipped headers and
// Content-Security-Policy with zero violations, and with no WCAG 2.2 A/AA or best-practice
// violation at 1280 px; then the same page narrowed to a phone's 375 px: no axe violation, no
// sideways scroll, and no submit button under the bottom action bar or anything else that floats.
// One page load serves both widths (the layout follows the width through CSS alone), which
// halves the cost of scanning every route twice (docs/decisions/014-test-strategy.md). The
// phone chrome with touch emulation has its own specs (conversion, header, keyboard, home).
const routes = allRoutes();
const phone = { width: 375, height: 812 };

/**
 * The first page of each kind in each language (the first town, the first Spanish service...)
 * and every one-off page: scanned at 1280 px too, scrolled to its end and its submit buttons
 * checked at 375 px. A template's other pages differ from its first only in their words, and
 * words change a layout where it is narrowest: they are scanned at 375 px, where a long town
 * name wraps or pushes the page sideways (docs/decisions/014-test-strategy.md).
 */
const scannedAtBothWidths = new Set(
  routes
    .filter((route, index) => routes.findIndex((other) => other.kind === route.kind && other.locale === route.locale) === index)
    .map((route) => route.path),
);
for (const route of routes) if (route.kind === 'static' || route.kind === 'home') scannedAtBothWidths.add(route.path);

/** The page at a phone's width: no axe violation and nothing wider than the screen. */
async function expectPhoneLayoutClean(page: Page, path: string) {
  await page.setViewportSize(phone);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const violations = await axeViolations(page);
  expect(violations, `axe found on ${path} at 375 px:\n\n${describeViolations(violations)}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} scrolls sideways by ${overflow}px at 375 px`).toBeLessThanOrEqual(0);
}

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
    const bothWidths = scannedAtBothWidths.has(route.path);
    test(`${route.path} answers with its own h1, title and phone, under its policy, with no axe violation at ${bothWidths ? '1280 or ' : ''}375 px`, async ({
      page,
    }) => {
      // Two axe scans of the whole DOM; on a busy two-core machine a long page takes more than the default 30 s.
      test.setTimeout(90_000);
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
      // Click-to-text: the footer's contact details carry the text number on every page (a Spanish
      // page also offers it in the line that says who answers in Spanish).
      await expect(page.locator(`footer#contact a[href="${smsHref}"]:not([data-spanish-help] a)`)).toHaveCount(1);

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

      if (!bothWidths) {
        await expectPhoneLayoutClean(page, route.path);
        expect(await csp.problems()).toEqual([]);
        return;
      }
      const violations = await axeViolations(page);
      expect(violations, `axe found on ${route.path}:\n\n${describeViolations(violations)}`).toEqual([]);

      // Everything below the fold loads too (lazy images, islands) without breaking the policy.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(await csp.problems()).toEqual([]);

      await expectPhoneLayoutClean(page, route.path);
      // The home pages' buttons are judged with the side promo open (conversion.spec.ts); their
      // welcome popup, due 3 s after load, is a modal that covers the page by design.
      if (route.path !== '/' && route.path !== spanishHome) expect(await coveredSubmitButtons(page), `${route.path} at 375 px`).toEqual([]);
    });
  }
});

// The scans above render what content-visibility skips, as a reader scrolling there sees it. An
// automated checker (Lighthouse's accessibility audit) does not: it judges skipped text where
// its forced layout puts it, outside its section's placeholder box when the section is taller
// than the placeholder. Each page with such sections is also scanned as it loads, at the widths
// of the common phones (360 and 375 px, where the home page's sections outgrow their placeholder
// most) and at 1280 px.
test('pages whose sections render on approach: no axe violation as a checker loads them, at 360, 375 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  const skipping = exportedPages('out')
    .filter((file) => readFileSync(path.join('out', file), 'utf8').includes('render-on-approach'))
    .map(routeOf);
  expect(skipping, 'the home pages render their lower sections on approach').toEqual(expect.arrayContaining(['/', spanishHome]));
  const found: string[] = [];
  for (const route of skipping) {
    for (const width of [360, 375, 1280]) {
      await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
      await page.goto(route);
      const violations = await axeViolationsAsLoaded(page);
      if (violations.length) found.push(`${route} at ${width} px, as loaded:\n${describeViolations(violations)}`);
    }
  }
  expect(found.join('\n\n')).toBe('');
});

test('routes have unique titles', () => {
  const titles = routes.map((r) => r.title);
  expect(new Set(titles).size).toBe(titles.length);
});

test('an unknown path answers 404 with the not-found page under its policy and logs the path', async ({ page }) => {
  // Two axe scans, best practices included, on a busy two-core machine: more than the default 30 s.
  test.setTimeout(90_000);
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
  await expectPhoneLayoutClean(page, '/no-such-page-here');
});

test('a trailing slash redirects to the clean URL', async ({ page }) => {
  await page.goto('/faq/');
  expect(new URL(page.url()).pathname).toBe('/faq');
});

test('hashed build assets are cached for a year, immutable', async ({ page, request }) => {
  const document = await page.goto('/faq');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The one policy _headers states for every path: an asset gets the pages' policy, not one of its own.
  expect(response.headers()['content-security-policy']).toBe(document!.headers()['content-security-policy']);
});

test('host configuration files are not served', async ({ request }) => {
  for (const path of ['/_headers', '/_redirects', '/.htaccess']) expect((await request.get(path)).status()).toBe(404);
});

test('crawlers are kept off what is not a page: .html twins redirect, payloads and /_not-found say noindex', async ({ request }) => {
  const twin = await request.get('/faq.html', { maxRedirects: 0 });
  expect(twin.status()).toBe(301);
  expect(twin.headers().location).toBe('/faq');
  expect((await request.get('/faq.txt')).headers()['x-robots-tag']).toBe('noindex');
  expect((await request.get('/_not-found')).headers()['x-robots-tag']).toBe('noindex');
  const page = await request.get('/faq');
  expect(page.status()).toBe(200);
  expect(page.headers()['x-robots-tag']).toBeUndefined();
});
