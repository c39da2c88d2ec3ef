import { sitePages, spanishOf } from '@/lib/pages/registry';
import { expect, skipWelcomePopup, test } from '../fixtures';

// On a laptop a service, town or county page keeps a way to act in sight while it is read: the
// call card pinned beside the sections (components/sections/shared/call-card.tsx), then the form.
// Scrolled from top to bottom in steps of 600 px, at every stop a tel: link or a field of the
// page's lead form lies wholly on screen with nothing over it, until the end of the page's main
// content (the footer below it is every page's, with the ways to reach us in its own order). The
// layers that stay on screen on every page (the sticky header's number, the floating chat
// button) do not count: they are there without the card. Below 1024 px the card does not show;
// the phone has its bottom bar.

const step = 600;
const firstOf = (kind: 'service' | 'city' | 'county') => sitePages.find((page) => page.kind === kind)!.path;
const pages = [
  { kind: 'service', path: '/garage-door-repair' },
  { kind: 'town', path: firstOf('city') },
  { kind: 'county', path: firstOf('county') },
  { kind: 'Spanish service', path: spanishOf('/garage-door-repair')!.spanish.path },
];

test.describe('from 1024 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the call card shows on laptops');
  test.beforeEach(async ({ page }) => skipWelcomePopup(page));

  for (const { kind, path } of pages) {
    test(`${kind} (${path}): at every ${step} px from top to bottom a call or a form field is in sight`, async ({ page }) => {
      await page.goto(path);
      // The page's own end: where its main content's last line meets the bottom of the screen.
      const bottom = await page.evaluate(
        () => document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY - window.innerHeight,
      );
      const stops = [...Array.from({ length: Math.ceil(bottom / step) }, (_, index) => index * step), bottom];
      const missed: number[] = [];
      for (const top of stops) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        if ((await page.evaluate(actionsInSight)).length === 0) missed.push(top);
      }
      expect(missed, 'scroll positions with no call and no form field in sight').toEqual([]);
    });
  }
});

test('below 1024 px the call card does not show', async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 0) >= 1024, 'a narrow screen');
  await page.goto(pages[0].path);
  await expect(page.locator('[data-call-card]')).toBeHidden();
});

/** Runs in the page: the tel: links and lead-form fields wholly on screen, under no other layer, outside the pinned chrome. */
function actionsInSight(): string[] {
  const candidates = document.querySelectorAll<HTMLElement>(
    'a[href^="tel:"], #lead-form form :is(input:not([type="hidden"]), select, textarea)',
  );
  return [...candidates]
    .filter((element) => !element.closest('[data-screen-edge]'))
    .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.top < 0 || box.bottom > window.innerHeight) return false;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (top === element || element.contains(top));
    })
    .map((element) => element.outerHTML.slice(0, 80));
}
