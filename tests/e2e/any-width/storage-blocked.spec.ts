import { expect, test } from '../fixtures';
import { allRoutes } from '@/lib/site/routes';

// Privacy settings and some in-app browsers make localStorage and sessionStorage throw on
// access. One page of every kind must still render and run without an uncaught error.
const samples = [...new Map(allRoutes().map((route) => [route.kind, route])).values()];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
});

for (const route of samples) {
  test(`${route.kind} page ${route.path} works when storage throws`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
