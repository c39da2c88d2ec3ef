import { pageIn } from '@/lib/content/pages';
import { expect, test } from '../fixtures';

// Pages a visitor reads when close to deciding end with an ask: a call or a booking form in the
// last section before the footer. A form with no phone field (the old review form) is
// not an ask to book, so it does not count.
const paths = [pageIn('pricing', 'en').path, pageIn('pricing', 'es').path, pageIn('reviews', 'en').path];

for (const path of paths) {
  test(`${path} ends with a call or a booking form before the footer`, async ({ page }) => {
    await page.goto(path);
    const last = await page.locator('main').evaluate((main) => {
      const sections = [...main.querySelectorAll('section')].filter((section) => !section.parentElement?.closest('section'));
      const section = sections.at(-1)!;
      // Nothing a visitor sees comes after it in the main content.
      const after = [...main.querySelectorAll('*')].filter(
        (el) => section.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !section.contains(el),
      );
      return {
        calls: section.querySelectorAll('a[href^="tel:"]').length,
        phoneFields: section.querySelectorAll('input[type="tel"]').length,
        visibleAfter: after.filter((el) => (el as HTMLElement).offsetHeight > 0).map((el) => el.tagName),
      };
    });
    expect(last.calls + last.phoneFields).toBeGreaterThan(0);
    expect(last.visibleAfter).toEqual([]);
  });
}
