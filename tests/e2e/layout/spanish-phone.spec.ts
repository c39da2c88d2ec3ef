import type { Page } from '@playwright/test';
import { business } from '@/lib/content/business';
import { pageWordsIn } from '@/lib/content/pages';
import { siteWordsIn } from '@/lib/content/site';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { homeLeadForm } from '@/lib/forms/definitions';
import { spanishHome } from '@/lib/i18n/locale';
import { callLabelIn, spanishFirstAction } from '@/lib/content/spanish-help';
import { spanishPages } from '@/lib/pages/registry';
import { expect, skipWelcomePopup, test } from '../fixtures';

// Spanish that stays Spanish on a phone (docs/decisions/110-two-languages.md): the number never
// breaks across lines, a button's words never wrap inside it, the photo field speaks Spanish, and
// a link to a page that has no Spanish version says so.
test.skip(({ isMobile }) => !isMobile, 'a phone at 375x812');
test.beforeEach(async ({ page }) => skipWelcomePopup(page));

const contacto = spanishPages.find((page) => page.kind === 'static' && page.key === 'aboutUs')!.spanish.path;

/** Each place the phone number is shown as text, visible, with how many lines it takes. */
function numberLines(page: Page) {
  return page.evaluate((display) => {
    const found: { where: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(display) ?? -1;
      const owner = node.parentElement;
      if (at < 0 || !owner || owner.closest('.sr-only, script') || !owner.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + display.length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      found.push({ where: `${owner.tagName.toLowerCase()}: ${owner.textContent?.trim().slice(0, 50)}`, lines: tops.size });
    }
    return found;
  }, business.phone.display);
}

test('the phone number never breaks across lines: the Spanish home, /es/contacto and their footers, at 375 and 320 px', async ({
  page,
}) => {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [spanishHome, contacto]) {
      await page.goto(path);
      const shown = await numberLines(page);
      expect(shown.length, `${path}: the number is shown`).toBeGreaterThan(2);
      expect(
        shown.filter((place) => place.lines !== 1),
        `${path} at ${width} px`,
      ).toEqual([]);
    }
  }
});

test('the hero’s buttons: each label on one line, so "Pida su presupuesto gratis" takes a row of its own', async ({ page }) => {
  await page.goto(spanishHome);
  const hero = page.locator('main section').first();
  // The channel that answers in Spanish first where the record says so, then the call, then the estimate.
  const first = spanishFirstAction('es')?.label;
  for (const label of [
    ...(first ? [first] : []),
    callLabelIn('es', pageWordsIn('es').shared.callNow),
    pageWordsIn('es').shared.freeEstimate,
  ]) {
    const button = hero.getByRole('link', { name: label, exact: false }).first();
    const lines = await button.evaluate((element, text) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.includes(text)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    }, label);
    expect(lines, label).toBe(1);
  }
});

test('the photo field speaks the page’s language: its own button and summary, not the browser’s', async ({ page }) => {
  const photos = leadFormWordsIn('es').photos;
  await page.goto(spanishHome);
  const form = page.locator(`form[data-form-id="${homeLeadForm('es').id}"]`);
  const input = form.locator('input[type="file"]');
  // The browser's control is there (it posts the photos without JavaScript) but out of sight.
  expect((await input.boundingBox())!.width).toBeLessThanOrEqual(1);
  await expect(form.getByText(photos.choose, { exact: true })).toBeVisible();
  await expect(form.getByText(photos.none, { exact: true })).toBeVisible();
  await form.getByText(photos.choose, { exact: true }).scrollIntoViewIfNeeded();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), form.getByText(photos.choose, { exact: true }).click()]);
  expect(chooser.isMultiple()).toBe(true);
});

test('a link to a page with no Spanish version says "(en inglés)" and names English as its language', async ({ page }) => {
  const note = siteWordsIn('es').language.pageInOther;
  await page.goto(spanishHome);
  await page.getByRole('button', { name: siteWordsIn('es').header.openMenu }).click();
  const menu = page.getByRole('navigation', { name: siteWordsIn('es').header.phoneMenu });
  const footer = page.locator('footer#contact');
  for (const [where, links] of [
    ['menu', menu.locator('ul:not([data-menu-group]) a')],
    ['footer', footer.getByRole('navigation', { name: siteWordsIn('es').footer.company }).locator('a')],
  ] as const) {
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!;
      const english = !href.startsWith(spanishHome);
      if (english) {
        await expect(link, `${where}: ${href}`).toHaveAttribute('hreflang', 'en');
        await expect(link, `${where}: ${href}`).toContainText(`(${note})`);
      } else {
        expect(await link.getAttribute('hreflang'), `${where}: ${href}`).toBeNull();
        await expect(link, `${where}: ${href}`).not.toContainText(note);
      }
    }
  }
});
