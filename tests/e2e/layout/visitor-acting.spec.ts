import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';

// A visitor already acting is never interrupted (docs/decisions/050-phone-first-chrome.md): the welcome sheet and the
// side promo read the page when they are about to open, so a field focused or typed in before
// their code listened, or while the sheet's own code was on its way, keeps them away; nothing
// takes the keyboard from a field. Real time, as a visitor types: no paused clock here.
test.skip(({ isMobile }) => !isMobile, 'a visitor on a phone, 375 px');

const name = (page: Page) => page.locator('#lead-form input[name="fullName"]');
const typed = 'Maria Lopez Hernandez';
const typingMs = 7_000;

/** Holds every script chunk (not the stylesheet) until `release` is called, or delays those asked for after it by `laterMs`. */
async function holdChunks(page: Page, laterMs = 0) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let open = false;
  await page.route('**/_next/static/chunks/*.js', async (route: Route) => {
    if (open && laterMs) await new Promise((resolve) => setTimeout(resolve, laterMs));
    await released;
    await route.continue().catch(() => undefined);
  });
  return {
    release: () => {
      open = true;
      release();
    },
  };
}

/** Types the name, then keeps typing, a key at a time, until `typingMs` have passed since `start`; returns all it typed. */
async function typeForSevenSeconds(page: Page, start: number): Promise<string> {
  const more = ' de la Cruz Fuentes Garcia';
  let sent = '';
  for (let i = 0; sent.length < typed.length || Date.now() - start < typingMs; i += 1) {
    const key = i < typed.length ? typed[i] : more[(i - typed.length) % more.length];
    await page.keyboard.type(key);
    sent += key;
    await page.waitForTimeout(150);
  }
  // The field takes 120 characters at most; what was sent fits, so all of it must have arrived.
  expect(sent.length).toBeLessThan(120);
  return sent;
}

test('a field focused before the islands hydrate keeps every character for seven seconds, and no dialog opens', async ({ page }) => {
  test.setTimeout(60_000);
  const chunks = await holdChunks(page);
  await page.goto('/', { waitUntil: 'commit' });
  // As soon as the field is there: the page's scripts are all held back.
  await name(page).tap();
  await expect(name(page)).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const start = Date.now();
  chunks.release();
  const sent = await typeForSevenSeconds(page, start);
  // The page did hydrate meanwhile, and the sheet's 3 s (and its 300 px) came and went.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(name(page)).toHaveValue(sent);
  await expect(name(page)).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a field tapped while the sheet’s code is on its way keeps the keyboard: the sheet does not open', async ({ page }) => {
  test.setTimeout(60_000);
  // The page hydrates at once; what it asks for later (the sheet's code) takes two seconds, as on a slow phone.
  const chunks = await holdChunks(page, 2_000);
  chunks.release();
  await page.goto('/');
  // Scrolling down to the form passes 300 px: the sheet is due and sends for its code.
  await name(page).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await name(page).tap();
  const sent = await typeForSevenSeconds(page, Date.now());
  await expect(name(page)).toHaveValue(sent);
  await expect(name(page)).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('popup-offer-shown'))).toBeNull();
});

test('the sheet waits while the page is still scrolling, then opens once it is still', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
  await page.goto('/', { waitUntil: 'networkidle' });
  // Past the hero (the offer waits for that), then keeps scrolling for 3.5 s, a small step every 200 ms, never into a form.
  const pastHero = await page.evaluate(() => window.scrollY + document.querySelector('[data-hero]')!.getBoundingClientRect().bottom + 1);
  for (let i = 0; i < 18; i += 1) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), pastHero + i * 10);
    await page.clock.runFor(200);
  }
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        // A second of the page's time per look: it looks again every second while it waits.
        await page.clock.runFor(1_000);
        return page.getByRole('dialog', { name: /20% off your first service/ }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
});
