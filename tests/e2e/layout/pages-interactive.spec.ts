import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { galleryProjects } from '@/lib/content/gallery';
import { customerReviews, newestFirst } from '@/lib/content/reviews';
import { pageIn, pageWordsIn } from '@/lib/content/pages';

const cardTitles = (page: Page) => page.locator('[data-gallery-card] h3');
const titlesAt = (indices: number[]) => indices.map((i) => galleryProjects[i].title);

test.describe('reviews', () => {
  test('five five-star reviews fade in one after another, 0.2 s apart', async ({ page }) => {
    await page.goto('/reviews');
    const cards = page.locator('[data-review-card]');
    await expect(cards).toHaveCount(5);
    await expect(cards.locator('[data-stars]')).toHaveText(Array(5).fill(/Rated 5 out of 5/));
    // Newest first, from each review's date.
    await expect(cards.locator('figcaption')).toContainText(newestFirst(customerReviews).map((r) => `${r.author}${r.location}`));
    const styles = await cards.evaluateAll((els) =>
      els.map((el) => ({ name: getComputedStyle(el).animationName, delay: parseFloat(getComputedStyle(el).animationDelay) })),
    );
    expect(styles.every((s) => s.name !== 'none')).toBe(true);
    styles.slice(1).forEach((s, i) => expect(s.delay - styles[i].delay).toBeCloseTo(0.2, 5));
    await expect(cards.last()).toHaveCSS('opacity', '1');
    // Writing a review has its own page; this one holds no review form.
    await expect(page.getByRole('link', { name: pageWordsIn('en').reviews.write })).toHaveAttribute('href', pageIn('reviewUs', 'en').path);
    await expect(page.locator('main form')).toHaveCount(0);
  });

  test('nothing animates under reduced motion and every review is visible at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/reviews');
    const cards = page.locator('[data-review-card]');
    const names = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(names).toEqual(Array(5).fill('none'));
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expect(cards.first()).toHaveCSS('opacity', '1');
  });
});

test.describe('gallery', () => {
  test('every pair is on the page, one a screen width on a phone, swiped sideways without script', async ({ page }) => {
    await page.goto('/gallery');
    await expect(cardTitles(page)).toHaveText(titlesAt(galleryProjects.map((_, index) => index)));
    await expect(page.locator('[data-gallery-card] img')).toHaveCount(galleryProjects.length * 2);
    await expect(page.getByRole('button', { name: /project/i })).toHaveCount(0);
    const row = page.getByRole('list', { name: 'Recent projects' });
    const viewport = page.viewportSize()!;
    const card = await page.locator('[data-gallery-card]').first().boundingBox();
    if (viewport.width < 640) {
      expect(card!.width).toBeGreaterThan(viewport.width * 0.8);
      await expect(row).toHaveCSS('scroll-snap-type', 'x mandatory');
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    } else if (viewport.width >= 1024) {
      expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
  });

  test('a tap on a picture opens it full size: a picture file, never an uploaded original', async ({ page }) => {
    await page.goto('/gallery');
    const hrefs = await page.locator('[data-gallery-card] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(galleryProjects.length * 2);
    for (const href of hrefs) expect(href).toMatch(/^\/images\/(?!photos\/).+\.(svg|webp)$/);
    const response = await page.request.get(hrefs[0]);
    expect(response.ok()).toBe(true);
  });

  test('the before and after images have descriptive alt text and fixed dimensions', async ({ page }) => {
    await page.goto('/gallery');
    const images = await page
      .locator('[data-gallery-card] img')
      .evaluateAll((imgs) =>
        imgs.map((img) => ({ alt: img.getAttribute('alt') ?? '', width: img.getAttribute('width'), height: img.getAttribute('height') })),
      );
    for (const img of images) {
      expect(img.alt).toMatch(/^(Before|After): .{15,}/);
      expect(img.width && img.height).toBeTruthy();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Request Service' })).toBeVisible();
  });
});
