import type { Page } from '@playwright/test';

/**
 * Scrolls to the end and back a screen at a time, so every section drawn only near the screen
 * (content-visibility) renders and takes its real height, as a visitor scrolling sees it.
 */
export async function renderAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}
