import type { Locator, Page } from '@playwright/test';
import { expect, skipWelcomePopup, test } from '../fixtures';
import { business, businessIn } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { siteWordsIn } from '@/lib/content/site';
import { spanishHome } from '@/lib/i18n/locale';
import { spanishFirstAction } from '@/lib/content/spanish-help';
import { locationLinks, mobileMenuLimit, navigationIn, primaryLinks, serviceLinks } from '@/lib/site/navigation';

// The menus the records define (lib/site/navigation.ts builds them); the spec's own lists are
// checked against the records in tests/unit/content/spec-values.test.ts.
const services = serviceLinks.map((l) => l.href);
const locations = locationLinks.map((l) => l.href);
/** Under the Spanish header's call, where the phone answers in English and a Spanish channel leads: "en inglés", as the hero says. */
const spanishNote = spanishFirstAction('es') ? siteWordsIn('es').language.inEnglish : undefined;

async function menuHrefs(panel: Locator) {
  return panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

test.describe('desktop header', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'desktop navigation');

  test('the Spanish row fits at 1280 px with its English-only links marked under their names', async ({ page }) => {
    await page.goto(spanishHome);
    const nav = page.getByRole('navigation', { name: siteWordsIn('es').header.nav });
    const marked = nav.locator('a[hreflang="en"]:not([data-language-link])');
    // The menus' links to pages with no Spanish version yet (Reviews and Gallery, and a county
    // without a Spanish file), each marked: never a Spanish visitor sent to English unwarned.
    const spanish = navigationIn('es');
    const english = [...Object.values(spanish.primaryLinks), ...spanish.locationLinks].filter((link) => link.otherLanguage);
    expect(english.length).toBeGreaterThanOrEqual(2);
    expect(await marked.evaluateAll((links) => links.map((a) => a.getAttribute('href')).sort())).toEqual(
      english.map((link) => link.href).sort(),
    );
    for (const link of await marked.all()) await expect(link).toContainText(`(${siteWordsIn('es').language.pageInOther})`);
    await expect(page.locator('header').getByRole('link', { name: businessIn('es').offer.label })).toBeInViewport({ ratio: 1 });
    await expect(headerCall(page)).toBeInViewport({ ratio: 1 });
    if (spanishNote) await expect(headerCall(page)).toHaveText(`${business.phone.display} ${spanishNote}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('links and menus are the records’, in menuPosition order', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of Object.values(primaryLinks))
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);

    // Each menu is a details element: its summary opens it before any script has run.
    const servicesMenu = nav.locator('details').filter({ hasText: 'Services' });
    const servicesButton = servicesMenu.locator('summary');
    await expect(servicesMenu).toHaveJSProperty('open', false);
    await servicesButton.click();
    await expect(servicesMenu).toHaveJSProperty('open', true);
    const servicesPanel = servicesMenu.locator('ul');
    await expect(servicesPanel).toBeVisible();
    expect(await menuHrefs(servicesPanel)).toEqual(services);
    await page.keyboard.press('Escape');
    await expect(servicesPanel).toBeHidden();
    await expect(servicesButton).toBeFocused();

    const locationsMenu = nav.locator('details').filter({ hasText: 'Locations' });
    await locationsMenu.locator('summary').focus();
    await page.keyboard.press('Enter');
    const locationsPanel = locationsMenu.locator('ul');
    await expect(locationsPanel).toBeVisible();
    expect(await menuHrefs(locationsPanel)).toEqual(locations);
    await page.mouse.click(5, 600);
    await expect(locationsPanel).toBeHidden();
  });

  test('a menu link navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Locations' }).click();
    const last = locationLinks.at(-1)!;
    await page.getByRole('link', { name: last.label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${last.href}$`));
  });
});

test.describe('mobile header', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1280, 'mobile navigation');

  test('the menu lists the first services and every county and toggles', async ({ page }) => {
    await page.goto('/faq');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    // The first services, then the home page's list of all of them.
    expect(await menuHrefs(menu.locator('[data-menu-group="services"]'))).toEqual([...services.slice(0, mobileMenuLimit), '/#services']);
    // Every county and the whole service area: nine links however many towns have a page.
    expect(await menuHrefs(menu.locator('[data-menu-group="locations"]'))).toEqual(locations);
    await expect(menu.getByRole('link', { name: primaryLinks.contact.label })).toHaveAttribute('href', primaryLinks.contact.href);
    // The call and the emergency page come first, above the lists.
    await expect(menu.locator(`a[href="tel:${business.phone.e164}"]`)).toContainText(business.phone.display);
    await expect(menu.getByRole('link', { name: /Emergency/ })).toHaveAttribute('href', '/emergency-service');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

/** The header's call with the number (from 768 px), and its short "Call" at the top right below 768 px. */
const headerCall = (page: Page) => page.locator('header').first().locator('a[data-header-call="number"]');
const phoneHeaderCall = (page: Page) => page.locator('header').first().locator('a[data-header-call="phone"]');
const barCall = (page: Page) => page.getByRole('navigation', { name: 'Quick contact' }).locator('a[data-floating="call"]');
/** The coupon where a page offers it at this width: in the header from 768 px, in the opened menu below it. */
async function offerLink(page: Page, wide: boolean) {
  if (!wide) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.locator('header').getByRole('link', { name: business.offer.label });
}

test('the header stays at the top while scrolling; the number shows once, in the header or below 768 px in the bottom bar', async ({
  page,
  viewport,
}) => {
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 100);
  const box = await page.locator('header').first().boundingBox();
  expect(box?.y).toBe(0);
  // The number itself, as text: tap to call.
  const wide = (viewport?.width ?? 0) >= 768;
  const [shown, notShown] = wide ? [headerCall(page), barCall(page)] : [barCall(page), headerCall(page)];
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(business.phone.display);
  await expect(notShown).toBeHidden();
  // Below 768 px the header still calls, but says "Call", not the number a second time.
  if (wide) await expect(phoneHeaderCall(page)).toBeHidden();
  else await expect(phoneHeaderCall(page)).not.toContainText(business.phone.display);
});

test('the call is the one filled action; the coupon is an outline (in the menu below 768 px), and absent where the visitor has already asked or bought', async ({
  page,
  viewport,
}) => {
  test.setTimeout(60_000);
  await skipWelcomePopup(page);
  const wide = (viewport?.width ?? 0) >= 768;
  const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  for (const path of ['/', '/faq', '/garage-door-sarasota']) {
    await page.goto(path);
    const offer = await offerLink(page, wide);
    await expect(offer, path).toBeVisible();
    expect(await background(offer), `${path}: the coupon is filled`).toBe('rgb(255, 255, 255)');
    expect(
      await offer.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth)),
      `${path}: the coupon has no outline`,
    ).toBeGreaterThan(0);
    for (const call of wide ? [headerCall(page)] : [barCall(page), phoneHeaderCall(page)])
      expect(await background(call), `${path}: the call is not the red filled button`).toBe('rgb(166, 27, 27)');
    // Below 768 px the header itself no longer shows the coupon: the call sits in its place.
    if (!wide) await expect(page.locator('header a:not(#mobile-menu a)').filter({ hasText: business.offer.label })).toBeHidden();
  }
  // An urgent visitor, or one who has already asked or bought: no coupon, and no estimate in the bottom bar.
  for (const path of ['/emergency-service', '/thank-you', '/review-us']) {
    await page.goto(path);
    const offer = await offerLink(page, wide);
    await expect(offer, path).toBeHidden();
    await expect(wide ? headerCall(page) : barCall(page), path).toBeVisible();
    await expect(page.locator('[data-floating="estimate"]'), path).toBeHidden();
  }
});

test('Get 20% OFF leads to the home lead form from a page without one', async ({ page, viewport }) => {
  await page.goto('/privacy-policy');
  const offer = await offerLink(page, (viewport?.width ?? 0) >= 768);
  await expect(offer).toHaveAttribute('href', '/#lead-form');
});

test('below 768 px the top right of every page calls: a tap-to-call in the top 100 px, named with the number, in both languages', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone header, 375 px');
  await skipWelcomePopup(page);
  const service = serviceLinks.find((link) => link.href !== '/emergency-service')!.href;
  const pages = [
    { path: '/', call: siteWordsIn('en').header.callShort, named: siteWordsIn('en').header.call },
    { path: service, call: siteWordsIn('en').header.callShort, named: siteWordsIn('en').header.call },
    { path: locations[0], call: siteWordsIn('en').header.callShort, named: siteWordsIn('en').header.call },
    { path: '/emergency-service', call: siteWordsIn('en').header.callShort, named: siteWordsIn('en').header.call },
    {
      path: spanishHome,
      call: [siteWordsIn('es').header.callShort, spanishNote].filter(Boolean).join(' '),
      named: siteWordsIn('es').header.call,
    },
  ];
  for (const { path, call, named } of pages) {
    await page.goto(path);
    const link = page.locator('header').first().locator(`a[href="tel:${business.phone.e164}"]`).filter({ visible: true });
    await expect(link, path).toHaveCount(1);
    await expect(link, path).toHaveAccessibleName(fill(named, { phone: business.phone.display }));
    await expect(link, path).toHaveText(call);
    const box = (await link.boundingBox())!;
    expect(box.y + box.height, `${path}: in the top 100 px`).toBeLessThanOrEqual(100);
    expect(box.x, `${path}: at the right`).toBeGreaterThan(375 / 2);
    // One row beside the name: the button stays one tap target high and its words stay inside it.
    expect(box.height, `${path}: one row`).toBeLessThanOrEqual(48);
    expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth && a.scrollHeight <= a.clientHeight), `${path}: words inside`).toBe(
      true,
    );
    const onTop = await link.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !!top && element.contains(top);
    });
    expect(onTop, `${path}: nothing covers it`).toBe(true);
  }
});

test('one quick-contact landmark on every page: the bottom bar on phones, the chat button on wider screens', async ({ page, viewport }) => {
  await page.goto('/blog');
  const quick = page.getByRole('navigation', { name: 'Quick contact' });
  const chat = quick.locator('a[data-floating="chat"]');
  await expect(chat).toBeVisible();
  const href = new URL((await chat.getAttribute('href')) ?? '');
  expect(href.searchParams.get('text')).toBe(business.messaging.prefilledText);
  const phoneOnly = { call: `tel:${business.phone.e164}`, text: `sms:${business.textNumber.e164}`, estimate: '/#lead-form' };
  for (const [kind, target] of Object.entries(phoneOnly)) {
    const link = quick.locator(`a[data-floating="${kind}"]`);
    await expect(link).toHaveAttribute('href', target);
    if ((viewport?.width ?? 0) < 768) await expect(link).toBeVisible();
    else await expect(link).toBeHidden();
  }
});

test('between phone and desktop the header fits: number on one line, offer and menu on screen, no sideways scroll', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'one run covers the widths it sets itself');
  for (const path of ['/faq', '/emergency-service']) {
    await page.goto(path);
    for (const width of [640, 767, 768, 1024, 1279]) {
      await page.setViewportSize({ width, height: 800 });
      const where = `${path} at ${width} px`;
      // Below 768 px the number is the bottom bar's, beside Text, WhatsApp and Free estimate.
      const call = width >= 768 ? headerCall(page) : barCall(page);
      await expect(call, where).toBeInViewport({ ratio: 1 });
      // One line: the header's button is one line high; the bar's cell holds "Call" above the number.
      const [number, oneLine] = width >= 768 ? [call, 50] : [call.getByText(business.phone.display, { exact: true }), 25];
      expect((await number.boundingBox())!.height, `${where}: the number wraps`).toBeLessThan(oneLine);
      // Below 768 px the coupon is in the menu and the header's right side calls.
      // The emergency page offers no coupon (NoOfferMarker).
      const offer = page.locator('header').getByRole('link', { name: business.offer.label });
      if (width < 768) await expect(phoneHeaderCall(page), where).toBeInViewport({ ratio: 1 });
      else if (path !== '/emergency-service') await expect(offer, where).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Open menu' }), where).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
});
