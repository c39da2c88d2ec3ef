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
    const problem = await page
      .locator('form button[type="submit"]')
      .nth(i)
      .evaluate(async (button) => {
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

/**
 * What the fixed and sticky layers (header, bottom bar, side promo, anything else pinned) take
 * from the screen right now: the share of the viewport they cover together (overlaps counted
 * once), and how many of them show the phone number as visible text.
 */
export async function fixedLayers(page: Page, phoneDisplay: string): Promise<{ share: number; layers: string[]; numberShown: number }> {
  return page.evaluate((phone) => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const pinned = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') return false;
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < height && box.right > 0 && box.left < width;
    });
    const boxes = pinned.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        left: Math.max(0, box.left),
        right: Math.min(width, box.right),
        top: Math.max(0, box.top),
        bottom: Math.min(height, box.bottom),
      };
    });
    // The union's area, strip by strip between every distinct top and bottom edge.
    const edges = [...new Set(boxes.flatMap((box) => [box.top, box.bottom]))].sort((a, b) => a - b);
    let area = 0;
    for (let i = 0; i + 1 < edges.length; i += 1) {
      const [top, bottom] = [edges[i], edges[i + 1]];
      const spans = boxes
        .filter((box) => box.top <= top && box.bottom >= bottom)
        .map((box) => [box.left, box.right])
        .sort((a, b) => a[0] - b[0]);
      let covered = 0;
      let reach = -Infinity;
      for (const [left, right] of spans) {
        covered += Math.max(0, right - Math.max(left, reach));
        reach = Math.max(reach, right);
      }
      area += covered * (bottom - top);
    }
    const shown = (element: HTMLElement) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const numberShown = pinned
      .filter((element) => !pinned.some((other) => other !== element && other.contains(element)))
      .flatMap((layer) =>
        [...layer.querySelectorAll<HTMLElement>('*')].filter(
          (element) =>
            shown(element) && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(phone)),
        ),
      )
      .filter((element) => !element.closest('.sr-only')).length;
    return {
      share: area / (width * height),
      layers: pinned.map((element) => `${element.tagName.toLowerCase()} ${Math.round(element.getBoundingClientRect().height)} px`),
      numberShown,
    };
  }, phoneDisplay);
}
