import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { business } from '@/lib/content/business';

// The shared chrome by keyboard alone: skip link, header menus, mobile menu, and a focus ring
// a sighted keyboard user can see on every stop. Page-specific widgets (carousels, popups,
// forms) have their own keyboard tests beside their pages.

/** Outline of the focused element, as the browser computes it. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      visible: box.width > 1 && box.height > 1,
    };
  });
}

test('the skip link is the first stop, visible when focused, and jumps past the header', async ({ page }) => {
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.width).toBeGreaterThan(40);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('every keyboard stop in the header, footer and floating buttons shows a focus ring', async ({ page }) => {
  await page.goto('/privacy-policy');
  const seen: string[] = [];
  for (let stop = 0; stop < 80; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    if (!ring) break;
    const inChrome = await page.evaluate(() => !document.activeElement?.closest('main'));
    if (!inChrome || !ring.visible) continue;
    seen.push(ring.label);
    expect(ring.outlineStyle, `${ring.label} has no focus outline`).not.toBe('none');
    expect(ring.outlineWidth, `${ring.label} focus outline is thinner than 2px`).toBeGreaterThanOrEqual(2);
  }
  expect(seen.length).toBeGreaterThan(10);
});

test.describe('desktop menus', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'desktop navigation');

  test('Services opens with Space, its links are reachable by Tab, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.locator('details').filter({ hasText: 'Services' });
    const button = menu.locator('summary');
    await button.focus();
    await page.keyboard.press('Space');
    await expect(menu).toHaveJSProperty('open', true);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /Garage Door Repair/i }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveJSProperty('open', false);
    await expect(button).toBeFocused();
  });

  test('tabbing out of an open menu closes it', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.locator('details').filter({ hasText: 'Locations' });
    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveJSProperty('open', true);
    const count = await menu.locator('a').count();
    for (let i = 0; i <= count; i += 1) await page.keyboard.press('Tab');
    await expect(menu).toHaveJSProperty('open', false);
  });
});

test.describe('mobile menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1280, 'mobile navigation');

  test('opens with Enter, moves into its links by Tab (call and emergency first), and Escape closes it back on the toggle', async ({
    page,
  }) => {
    await page.goto('/faq');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.locator('a[href^="tel:"]')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: /Emergency/ })).toBeFocused();
    // Below 768 px the coupon is in the menu, after the two urgent links.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: business.offer.label })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('every link and button of the shared chrome is a 44 px tap target on a phone', async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 0) >= 768, 'touch-sized screens');
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, footer a, footer button, [data-floating]')]
      .filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(
        ({ el, box }) => `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
  expect(small).toEqual([]);
});
