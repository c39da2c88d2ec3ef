import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { readFileSync } from 'node:fs';

/**
 * WCAG 2.2 A/AA as axe checks it, plus axe's best practices (every piece of content inside a
 * landmark, one main, unique landmark names, heading order...).
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * An axe scan of the page itself. Legacy mode runs axe.run inside the page in one step instead
 * of collecting per-frame results and finishing them in a second, blank page: half the time
 * per scan, and the site has no frame at load (the video's iframe appears only on request).
 * Only violations are reported in full; axe then skips describing every passing node, about a
 * fifth of a scan. Set before any withTags/disableRules, which add to these options.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * Renders what content-visibility skips until it nears the viewport (the home page's lower
 * sections). axe cannot judge the colours of unrendered text: a faint paragraph there went
 * unreported at 375 px. A reader scrolls to it and sees it rendered, so the scan does too.
 */
export async function renderSkippedContent(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

export type AxeViolations = Axe.Result[];

/**
 * The page as an automated checker meets it (Lighthouse's accessibility audit, a browser
 * extension): just loaded, nothing scrolled, nothing content-visibility skips rendered. Checkers
 * judge skipped text where its forced layout puts it, which can be outside its section's
 * placeholder box and over another section: the home page's privacy link under the promotion
 * form read as navy on the e-mail bar's navy button at 360 and 375 px (contrast 1.14), which
 * axeViolations, rendering every section first, never saw. The same rules, run before anything
 * renders what a reader has not reached.
 */
export async function axeViolationsAsLoaded(page: Page): Promise<AxeViolations> {
  return runAxe(page);
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Scans the page as a reader sees it: every section rendered, entrance animations (the reviews'
 * fade-in) judged at their end state. The same rules as axeScan, run by axe in the page itself:
 * axe is put into a document once, so a second scan of the page at another width reuses it.
 * AxeBuilder re-sends and re-evaluates axe's half megabyte of source for every scan, about a
 * third of a scan's time on the test machine.
 */
export async function axeViolations(page: Page): Promise<AxeViolations> {
  await renderSkippedContent(page);
  // Wait for running animations to end; one cancelled meanwhile (its `finished` rejects) has ended too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return runAxe(page);
}

/** axe in the page itself, put into the document once (see axeViolations). */
async function runAxe(page: Page): Promise<AxeViolations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof Axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    wcagTags,
  );
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
