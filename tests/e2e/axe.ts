import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A/AA, as axe checks it. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolations = AxeResults['violations'];

/**
 * Scans the page as a reader sees it: entrance animations (the reviews' fade-in) are judged at
 * their end state.
 */
export async function axeViolations(page: Page): Promise<AxeViolations> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  return (await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations;
}

export function describeViolations(violations: AxeViolations): string {
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
