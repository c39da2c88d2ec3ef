import { type Page } from '@playwright/test';
import { renderSkippedContent } from '../axe';
import { expect, skipWelcomePopup, test } from '../fixtures';
import { pageKinds } from '../page-kinds';

// The rest of WCAG 2.2 AA that a browser can check, on each kind of page at 375 px: reflow at
// 320 px (1.4.10), text spacing (1.4.12), forced colours (1.4.11 in Windows high contrast),
// target size (2.5.8), reduced motion (2.3.3, with motion.spec.ts for the carousels and timers).
// The focus checks are focus-not-obscured.spec.ts; the form's errors and confirmation
// form-announce.spec.ts.

test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'a phone (375 px; the reflow check narrows to 320)');

/** WCAG 1.4.12's overrides: the text must take them without anything being cut off. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Elements whose own text is cut off by their box (overflow hidden or clip), beyond a pixel. */
function clippedText(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (!element.checkVisibility() || !element.innerText?.trim()) return false;
        // Screen-reader-only text is clipped to a pixel on purpose.
        if (element.closest('.sr-only') || element.getBoundingClientRect().width <= 1) return false;
        const style = getComputedStyle(element);
        const clips = (value: string) => value === 'hidden' || value === 'clip';
        return (
          (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
          (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}: "${element.innerText.trim().slice(0, 40)}"`,
      ),
  );
}

// One visit per page kind, each check a step: the page loads once and the checks that change it
// (forced colours, then the narrower viewport and the text spacing) come last.
for (const { kind, path } of pageKinds) {
  test(`${kind} (${path}): reduced motion, 24 px targets, forced colours, reflow at 320 px and text spacing`, async ({ page }) => {
    await skipWelcomePopup(page);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(path);

    await test.step('reduced motion: the page does not scroll smoothly', async () => {
      const scrolling = () =>
        page.evaluate(() => {
          // The test fixture sets scroll-behavior itself (fixtures.ts); read the site's own rule.
          document.documentElement.style.removeProperty('scroll-behavior');
          return getComputedStyle(document.documentElement).scrollBehavior;
        });
      expect(await scrolling()).toBe('smooth');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await scrolling()).toBe('auto');
    });
    await renderSkippedContent(page);

    await test.step('controls are 24 px targets (or inside a sentence); the call and messaging actions 44 px tall', async () => {
      const small = await page.evaluate(() => {
        const problems: string[] = [];
        const controls = document.querySelectorAll<HTMLElement>(
          'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"]',
        );
        for (const control of controls) {
          if (!control.checkVisibility({ visibilityProperty: true }) || control.closest('.sr-only')) continue;
          const box = control.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          const href = control.getAttribute('href') ?? '';
          const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
          // Inside a sentence: a link that flows with text around it in its paragraph or list item.
          const block = control.closest('p, li, dd, td, label');
          const inSentence =
            control.tagName === 'A' &&
            getComputedStyle(control).display === 'inline' &&
            block !== null &&
            (block.textContent ?? '').trim().length > (control.textContent ?? '').trim().length + 2;
          const action = /^(tel:|sms:|https:\/\/wa\.me)/.test(href);
          if (action && !inSentence && box.height < 44) problems.push(`${name}: ${Math.round(box.height)} px tall, not 44`);
          else if (!inSentence && (box.width < 24 || box.height < 24))
            problems.push(`${name}: ${Math.round(box.width)}x${Math.round(box.height)}`);
        }
        return problems;
      });
      expect(small).toEqual([]);
    });

    await test.step('forced colours keep every filled control’s edge, and the call shows', async () => {
      // The filled controls, as the page normally paints them: a background of their own.
      await page.evaluate(() =>
        document.querySelectorAll<HTMLElement>('a[href], button, summary').forEach((control) => {
          const background = getComputedStyle(control).backgroundColor;
          if (!/rgba\(.*, 0\)$|transparent/.test(background) && control.checkVisibility({ visibilityProperty: true }))
            control.dataset.filledControl = '';
        }),
      );
      await page.emulateMedia({ forcedColors: 'active' });
      const edgeless = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-filled-control]')]
          .filter((control) => {
            const style = getComputedStyle(control);
            const border = ['Top', 'Right', 'Bottom', 'Left'].some(
              (side) =>
                parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
                style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
            );
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            return !border && !outline;
          })
          .map(
            (control) =>
              `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`,
          ),
      );
      expect(edgeless, 'filled controls with no edge in forced colours').toEqual([]);
      const call = page.locator('a[href^="tel:"]').filter({ visible: true }).first();
      await expect(call).toBeInViewport();
      await page.emulateMedia({ forcedColors: 'none' });
    });

    await test.step('reflows at 320 px with no sideways scroll, and text spacing overrides cut nothing', async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await wide(), 'page width at 320 px').toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, textSpacing);
      expect(await wide(), 'page width with the text spacing overrides').toBeLessThanOrEqual(375);
      expect(await clippedText(page)).toEqual([]);
    });
  });
}
