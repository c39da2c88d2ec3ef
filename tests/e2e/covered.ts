import type { Page } from '@playwright/test';

/**
 * For each form's submit button on the page, scrolled to the middle of the screen: what is on
 * top at its centre, when that is not the button. Empty when every button can be tapped. Used at
 * 375 px, where the bottom action bar (and on the home page the side promo) float over content.
 */
export async function coveredSubmitButtons(page: Page): Promise<string[]> {
  const count = await page.locator('form button[type="submit"]').count();
  const covered: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const problem = await page.locator('form button[type="submit"]').nth(i).evaluate(async (button) => {
      button.scrollIntoView({ block: 'center', behavior: 'instant' });
      // Two frames: the scroll lands, then observers (the side promo's) report and React renders.
      for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => setTimeout(resolve, 120));
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (top && button.contains(top)) return null;
      return `"${button.textContent?.trim()}" is under ${top?.tagName.toLowerCase()}.${String(top?.className).slice(0, 80)}`;
    });
    if (problem) covered.push(problem);
  }
  return covered;
}
