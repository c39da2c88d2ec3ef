import { business } from '@/lib/content/business';
import { primaryLinks } from '@/lib/site/navigation';
import { localePath } from '@/lib/pages/registry';
import { expect, test } from '../fixtures';

/**
 * The menu's Contact (and /contact, which redirects there) and /es/contacto open on the ways to
 * reach the business: a call, a text and WhatsApp, and the form's first field, all on a phone's
 * first screen above the bottom bar, without scrolling (docs/product.md, the contact page).
 */
test.skip(({ isMobile }) => !isMobile, 'a phone’s first screen, 375x812');

for (const path of [primaryLinks.contact.href, localePath(primaryLinks.contact.href, 'es')]) {
  test(`${path}: call, text, WhatsApp and the form's first field on the first screen`, async ({ page }) => {
    await page.goto(path);
    const barTop = (await page.locator('[data-action-bar]').boundingBox())!.y;
    const main = page.locator('main');
    const onFirstScreen = async (selector: string) => {
      const box = (await main.locator(selector).first().boundingBox())!;
      expect(box.y + box.height, selector).toBeLessThanOrEqual(barTop);
    };
    await onFirstScreen(`a[href="tel:${business.phone.e164}"]`);
    await onFirstScreen('a[href^="sms:"]');
    await onFirstScreen('a[href*="wa.me"], a[href*="whatsapp"]');
    await onFirstScreen('form[data-form-id] input[name="fullName"]');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
