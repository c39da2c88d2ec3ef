import { expect, test } from './fixtures';
import { allRoutes } from '@/lib/routes';
import { axeViolations, describeViolations } from './axe';

// WCAG 2.2 A/AA and axe's best practices, on every route at 375 px (the mobile project). At 1280 px
// routes.spec.ts scans every route in the same visit as its other checks.
const paths = [...allRoutes().map((route) => route.path), '/no-such-page-here'];

for (const path of paths) {
  test(`${path} has no WCAG 2.2 AA violation and no horizontal scroll`, async ({ page }) => {
    // axe walks the whole DOM; on a busy two-core machine a long page takes more than the default 30 s.
    // The home page is the longest (home.spec.ts gives its own scan 90 s too).
    test.setTimeout(path === '/' ? 90_000 : 60_000);
    await page.goto(path);
    const violations = await axeViolations(page);
    expect(violations, `axe found on ${path}:\n\n${describeViolations(violations)}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  });
}
