import { expect, test } from './fixtures';
import { business } from '@/lib/content/business';

const services = [
  '/garage-door-repair',
  '/garage-door-installation',
  '/spring-replacement',
  '/motor-opener-repair',
  '/remote-keypad',
  '/cable-repair',
  '/track-roller-repair',
  '/maintenance',
  '/emergency-service',
];
const locations = [
  '/garage-door-sarasota',
  '/garage-door-venice',
  '/garage-door-bradenton',
  '/garage-door-north-port',
  '/garage-door-siesta-key',
  '/garage-door-lakewood-ranch',
  '/garage-door-service-osprey',
  '/garage-door-englewood',
  '/garage-door-punta-gorda',
  '/garage-door-palmetto',
  '/garage-door-service-nokomis',
];

async function menuHrefs(panel: import('@playwright/test').Locator) {
  return panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

test.describe('desktop header', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'desktop navigation');

  test('links and menus are exactly the spec’s', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/reviews');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/about-us');

    const servicesButton = nav.getByRole('button', { name: 'Services' });
    await expect(servicesButton).toHaveAttribute('aria-expanded', 'false');
    await servicesButton.click();
    await expect(servicesButton).toHaveAttribute('aria-expanded', 'true');
    const servicesPanel = page.locator(`#${await servicesButton.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(servicesPanel).toBeVisible();
    expect(await menuHrefs(servicesPanel)).toEqual(services);
    await page.keyboard.press('Escape');
    await expect(servicesPanel).toBeHidden();
    await expect(servicesButton).toBeFocused();

    const locationsButton = nav.getByRole('button', { name: 'Locations' });
    await locationsButton.focus();
    await page.keyboard.press('Enter');
    const locationsPanel = page.locator(`#${await locationsButton.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(locationsPanel).toBeVisible();
    expect(await menuHrefs(locationsPanel)).toEqual(locations);
    await page.mouse.click(5, 600);
    await expect(locationsPanel).toBeHidden();
  });

  test('a menu link navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Locations' }).click();
    await page.getByRole('link', { name: 'Punta Gorda' }).first().click();
    await expect(page).toHaveURL(/\/garage-door-punta-gorda$/);
  });
});

test.describe('mobile header', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1280, 'mobile navigation');

  test('the menu lists 5 services and 5 locations and toggles', async ({ page }) => {
    await page.goto('/faq');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await menuHrefs(menu.locator('[data-menu-group="Services"]'))).toEqual(services.slice(0, 5));
    expect(await menuHrefs(menu.locator('[data-menu-group="Locations"]'))).toEqual(locations.slice(0, 5));
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/about-us');
    // The call and the emergency page come first, above the lists.
    await expect(menu.locator(`a[href="tel:${business.phone.e164}"]`)).toContainText(business.phone.display);
    await expect(menu.getByRole('link', { name: /Emergency/ })).toHaveAttribute('href', '/emergency-service');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test('the header stays at the top while scrolling and shows the phone', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 100);
  const box = await page.locator('header').first().boundingBox();
  expect(box?.y).toBe(0);
  // The number itself, as text, at every width: tap to call.
  const call = page.locator('header').first().locator(`a[href="tel:${business.phone.e164}"]:not(#mobile-menu a)`);
  await expect(call).toBeVisible();
  await expect(call).toContainText(business.phone.display);
});

test('Get 20% OFF leads to the home lead form from a page without one', async ({ page }) => {
  await page.goto('/privacy-policy');
  const offer = page.locator('header').getByRole('link', { name: business.offer.label });
  await expect(offer).toHaveAttribute('href', '/#lead-form');
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

test('between phone and desktop the header fits: number on one line, offer and menu on screen, no sideways scroll', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one run covers the widths it sets itself');
  for (const path of ['/faq', '/emergency-service']) {
    await page.goto(path);
    for (const width of [640, 767, 768, 1024, 1279]) {
      await page.setViewportSize({ width, height: 800 });
      const where = `${path} at ${width} px`;
      const call = page.locator('header').first().locator(`a[href="tel:${business.phone.e164}"]:not(#mobile-menu a)`);
      await expect(call, where).toBeInViewport({ ratio: 1 });
      expect((await call.boundingBox())!.height, `${where}: the number wraps`).toBeLessThan(50);
      await expect(page.locator('header').getByRole('link', { name: business.offer.label }), where).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Open menu' }), where).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
});
