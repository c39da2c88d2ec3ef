import { expect, test } from './fixtures';
import { allRoutes } from '@/lib/routes';
import { watchCsp } from '../helpers/csp-watch';

const routes = [...allRoutes().map((route) => route.path), '/no-such-page'];

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

test.describe('shipped security headers', () => {
  for (const path of routes) {
    test(`${path} runs under its policy with zero violations`, async ({ page }) => {
      const csp = await watchCsp(page);
      const response = await page.goto(path);
      expect(response).not.toBeNull();
      const headers = response!.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      expect(headers['permissions-policy']).toContain('camera=()');

      // Every page carries its policy in a <meta>; known pages also get it (with frame-ancestors) as a header.
      const metaPolicy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      const policies = [metaPolicy ?? '', ...(response!.status() === 200 ? [headers['content-security-policy'] ?? ''] : [])];
      for (const policy of policies) {
        const scriptSrc = directives(policy).get('script-src') ?? [];
        expect(scriptSrc).toContain("'self'");
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
      }
      if (response!.status() === 200) {
        expect(directives(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
        expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      }

      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(await csp.problems()).toEqual([]);
    });
  }
});

test('hashed build assets are cached for a year, immutable', async ({ page, request }) => {
  await page.goto('/faq');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-security-policy']).toBeUndefined();
});

test('host configuration files are not served', async ({ request }) => {
  for (const path of ['/_headers', '/.htaccess']) expect((await request.get(path)).status()).toBe(404);
});
