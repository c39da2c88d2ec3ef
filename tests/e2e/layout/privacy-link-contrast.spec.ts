import { contentLinks } from '@/lib/site/navigation';
import { axeScan, renderSkippedContent } from '../axe';
import { expect, skipWelcomePopup, test } from '../fixtures';

// The "How we use your details" link under the home page's promotion form, where a reader meets
// it: scrolled into view, with the bottom bar and the header in place, at both widths. It was
// once navy on navy at 375 px (contrast 1.14).
test('the privacy link under the promotion form reads against what is behind it', async ({ page }) => {
  await skipWelcomePopup(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await renderSkippedContent(page);
  // The form and its link wait behind a button (docs/product.md, the home page): a reader opens it first.
  await page.locator('#promotion summary').click();
  const link = page.locator('#promotion').getByRole('link', { name: contentLinks.privacy.label });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport({ ratio: 1 });
  const results = await axeScan(page).include('#promotion').withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.any.map((check) => check.message).join()))).toEqual(
    [],
  );
  // What is painted behind the link's middle is the section's own pale band, not a dark element.
  const behind = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const stack = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const painted = stack.find((candidate) => getComputedStyle(candidate).backgroundColor !== 'rgba(0, 0, 0, 0)');
    return painted?.closest('section')?.id ?? painted?.tagName;
  });
  expect(behind).toBe('promotion');
});
