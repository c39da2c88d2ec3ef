import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { galleryProjects } from '@/lib/content/gallery';
import { customerReviews } from '@/lib/content/reviews';

const cardTitles = (page: Page) => page.locator('[data-gallery-card] h3');
const titlesAt = (indices: number[]) => indices.map((i) => galleryProjects[i].title);

test.describe('reviews', () => {
  test('five five-star reviews fade in one after another, 0.2 s apart', async ({ page }) => {
    await page.goto('/reviews');
    const cards = page.locator('[data-review-card]');
    await expect(cards).toHaveCount(5);
    await expect(cards.locator('[data-stars]')).toHaveText(Array(5).fill(/Rated 5 out of 5/));
    await expect(cards.locator('figcaption')).toContainText(customerReviews.map((r) => `${r.author}${r.location}`));
    const styles = await cards.evaluateAll((els) =>
      els.map((el) => ({ name: getComputedStyle(el).animationName, delay: parseFloat(getComputedStyle(el).animationDelay) })),
    );
    expect(styles.every((s) => s.name !== 'none')).toBe(true);
    styles.slice(1).forEach((s, i) => expect(s.delay - styles[i].delay).toBeCloseTo(0.2, 5));
    await expect(cards.last()).toHaveCSS('opacity', '1');
    await expect(page.getByRole('heading', { level: 2, name: 'Submit Your Review' })).toBeVisible();
    const rating = page.locator('#lead-form form').getByRole('combobox', { name: /Rating/ });
    const values = await rating
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(values).toEqual(['5', '4', '3', '2', '1']);
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

test.describe('gallery carousel', () => {
  test('shows three projects; previous and next wrap; dots jump', async ({ page }) => {
    await page.goto('/gallery');
    await expect(cardTitles(page)).toHaveText(titlesAt([0, 1, 2]));
    await expect(page.locator('[data-gallery-card] img')).toHaveCount(6);

    await page.getByRole('button', { name: 'Previous project' }).click();
    await expect(cardTitles(page)).toHaveText(titlesAt([4, 0, 1]));
    await expect(page.getByRole('button', { name: 'Show project 5 of 5' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Next project' }).click();
    await page.getByRole('button', { name: 'Next project' }).click();
    await expect(cardTitles(page)).toHaveText(titlesAt([1, 2, 3]));

    await page.getByRole('button', { name: 'Show project 4 of 5' }).click();
    await expect(cardTitles(page)).toHaveText(titlesAt([3, 4, 0]));
    await expect(page.getByText('Showing projects 4, 5, 1 of 5')).toHaveAttribute('aria-live', 'polite');
    await page.getByRole('button', { name: 'Next project' }).click();
    await page.getByRole('button', { name: 'Next project' }).click();
    await expect(cardTitles(page)).toHaveText(titlesAt([0, 1, 2]));
  });

  test('works by keyboard and every control is a large target', async ({ page }) => {
    await page.goto('/gallery');
    const next = page.getByRole('button', { name: 'Next project' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(cardTitles(page)).toHaveText(titlesAt([1, 2, 3]));
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Show project 5 of 5' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cardTitles(page)).toHaveText(titlesAt([4, 0, 1]));
    const controls = page.getByRole('button', { name: /project/ });
    for (const box of await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
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
