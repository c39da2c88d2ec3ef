import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allRoutes } from '@/lib/routes';

// WCAG 2.2 A/AA as axe checks it, on every route, in both projects (375 px and 1280 px).
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const paths = [...allRoutes().map((route) => route.path), '/no-such-page-here'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}`;
    })
    .join('\n\n');
}

async function scan(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations;
}

for (const path of paths) {
  test(`${path} has no WCAG 2.2 AA violation and no horizontal scroll`, async ({ page }) => {
    // axe walks the whole DOM; on a busy two-core machine a long page takes more than the default 30 s.
    test.setTimeout(60_000);
    await page.goto(path);
    await page.waitForLoadState('load');
    // Entrance animations (the reviews' fade-in) are judged at their end state, as a reader sees them.
    await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
    const violations = await scan(page);
    expect(violations, `axe found on ${path}:\n\n${describeViolations(violations)}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  });
}
