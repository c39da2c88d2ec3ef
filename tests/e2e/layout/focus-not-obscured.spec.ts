import { type Page } from '@playwright/test';
import { expect, skipWelcomePopup, test } from '../fixtures';
import { pageKinds } from '../page-kinds';

// WCAG 2.4.11 Focus Not Obscured and 2.4.7 Focus Visible, as a keyboard user meets them: tab from
// the top of each kind of page to its end, and at every stop the focused control must be partly
// visible (not entirely under the sticky header, the phone's bottom bar or any other pinned
// layer) and show a focus ring. The page scrolls each stop clear of the layers by its scroll
// padding (app/globals.css). One page per test, so the workers share the pages out.

/** The most stops a page may have before the walk gives up (the longest has about 200). */
const maxStops = 400;

interface Stop {
  label: string;
  /** What covers it entirely, or null when some of it shows. */
  coveredBy: string | null;
  ring: boolean;
  /** Its first-seen identity: the walk ends when focus comes back to where it began. */
  index: number;
}

/** Tabs from the top of the page to its end: what went wrong at each stop, and how many stops there were. */
async function walk(page: Page) {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(readStop);
    if (!focused || seen.has(focused.index)) break;
    seen.add(focused.index);
    if (focused.coveredBy) problems.push(`${focused.label} is entirely under ${focused.coveredBy}`);
    if (!focused.ring) problems.push(`${focused.label} shows no focus ring`);
  }
  return { problems, stops: seen.size };
}

for (const { kind, path } of pageKinds) {
  test(`${kind} (${path}): every focus stop shows its ring and is not hidden under a pinned layer`, async ({ page }) => {
    test.setTimeout(90_000);
    await skipWelcomePopup(page);
    await page.goto(path);
    const { problems, stops } = await walk(page);
    expect(stops, 'the walk reached the page’s controls').toBeGreaterThan(15);
    expect(problems).toEqual([]);
  });
}

test('the walk finds a hidden focus: without the scroll padding, stops fall under the phone’s bottom bar', async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 0) >= 768, 'the bottom bar is a phone’s');
  test.setTimeout(90_000);
  await skipWelcomePopup(page);
  await page.goto('/emergency-service');
  await page.evaluate(() => document.documentElement.style.setProperty('scroll-padding', '0px', 'important'));
  const { problems } = await walk(page);
  expect(problems.filter((problem) => problem.includes('data-action-bar')).length).toBeGreaterThan(0);
});

/** Runs in the page: the focused element, what covers it and whether its ring shows. */
function readStop(): Stop | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const marks = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusNext?: number };
  marks.__focusIds ??= new WeakMap();
  if (!marks.__focusIds.has(element)) marks.__focusIds.set(element, (marks.__focusNext = (marks.__focusNext ?? 0) + 1));
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
  const label = `${element.tagName.toLowerCase()} "${text}"`;

  const pinned = (node: Element | null): Element | null => {
    for (let at = node; at; at = at.parentElement) {
      const position = getComputedStyle(at).position;
      if (position === 'fixed' || position === 'sticky') return at;
    }
    return null;
  };
  const name = (layer: Element) =>
    `${layer.tagName.toLowerCase()}${layer.id ? `#${layer.id}` : ''}${[...layer.attributes]
      .filter((attribute) => attribute.name.startsWith('data-') || attribute.name === 'aria-label')
      .map((attribute) => `[${attribute.name}="${attribute.value}"]`)
      .join('')}`;

  // The part of it inside the viewport, sampled on a 5 x 5 grid: a point shows it unless a pinned
  // layer that does not hold it is on top there.
  const box = element.getBoundingClientRect();
  const left = Math.max(0, box.left);
  const right = Math.min(window.innerWidth, box.right);
  const top = Math.max(0, box.top);
  const bottom = Math.min(window.innerHeight, box.bottom);
  let coveredBy: string | null = null;
  if (right - left < 1 || bottom - top < 1) coveredBy = 'the edge of the screen (scrolled out of view)';
  else {
    let shows = false;
    for (let i = 0; i < 5 && !shows; i += 1)
      for (let j = 0; j < 5 && !shows; j += 1) {
        const hit = document.elementFromPoint(left + ((i + 0.5) * (right - left)) / 5, top + ((j + 0.5) * (bottom - top)) / 5);
        const layer = pinned(hit);
        if (layer && !layer.contains(element)) coveredBy = name(layer);
        else shows = true;
      }
    if (shows) coveredBy = null;
  }

  const style = getComputedStyle(element);
  const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
  return { label, coveredBy, ring, index: marks.__focusIds.get(element)! };
}
