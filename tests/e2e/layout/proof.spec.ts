import { aboutWordsIn } from '@/lib/content/about';
import { business } from '@/lib/content/business';
import { customerReviews, homeTestimonials, newestFirst, reviewSourceLine } from '@/lib/content/reviews';
import { teamMembers } from '@/lib/content/team';
import { spanishHome } from '@/lib/i18n/locale';
import { expect, skipWelcomePopup, test } from '../fixtures';

// Proof a visitor can check, identity a visitor can trust (docs/product.md): each review says
// where it can be read and links there, the rating links the review profile, the licence number
// stands wherever the site says "licensed", and About says nothing about people it cannot name.
test.skip(({ isMobile }) => !isMobile, 'a phone at 375x812');
test.beforeEach(async ({ page }) => skipWelcomePopup(page));

test('each review on /reviews and each testimonial on / says where it can be read, with a link there', async ({ page }) => {
  await page.goto('/reviews');
  const cards = page.locator('[data-review-card]');
  await expect(cards).toHaveCount(customerReviews.length);
  for (const [index, review] of newestFirst(customerReviews).entries()) {
    const line = reviewSourceLine(review, 'en');
    const card = cards.nth(index);
    await expect(card).toContainText(review.author);
    if (line.href) await expect(card.getByRole('link', { name: line.text })).toHaveAttribute('href', line.href);
    else await expect(card).toContainText(line.text);
  }

  await page.goto('/');
  const shown = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  const first = reviewSourceLine(homeTestimonials[0], 'en');
  await expect(shown.getByRole('link', { name: first.text })).toHaveAttribute('href', first.href!);
});

test('the rating links the review profile, on both home pages', async ({ page }) => {
  const [profile] = business.reviewProfiles;
  for (const path of ['/', spanishHome]) {
    await page.goto(path);
    const rating = page.locator('main [data-keep-clear]').getByRole('link', { name: new RegExp(String(business.rating.value)) });
    await expect(rating, path).toHaveAttribute('href', profile.url);
    await expect(rating, path).toBeVisible();
  }
});

test('the licence number stands wherever the site says "licensed": the trust strip, the why-us card, About, the FAQ and every footer', async ({
  page,
}) => {
  const { number } = business.licence;
  await page.goto('/');
  await expect(page.getByRole('complementary').first()).toContainText(number);
  await expect(page.locator('li', { hasText: business.claims.licensed }).filter({ hasText: number })).toHaveCount(1);
  for (const path of ['/', '/faq', '/about-us', '/about', '/garage-door-repair', spanishHome]) {
    await page.goto(path);
    await expect(page.locator('footer#contact'), path).toContainText(number);
  }
  await page.goto('/faq');
  await expect(page.locator('main')).toContainText(number);
  await page.goto('/about-us');
  await expect(page.locator('main')).toContainText(number);
});

test('About shows the owner and the team once the record holds real people, and says nothing about them while it holds examples', async ({
  page,
}) => {
  const words = aboutWordsIn('en').about;
  const real = teamMembers.length > 0;
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: words.credentials.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: words.technicians.title })).toHaveCount(real ? 1 : 0);
  for (const paragraph of words.technicians.paragraphs)
    if (real) await expect(page.locator('main')).toContainText(paragraph.slice(0, 60));
    else await expect(page.locator('main')).not.toContainText(paragraph.slice(0, 60));
  for (const path of ['/about', '/about-us']) {
    await page.goto(path);
    await expect(page.locator('#team-heading'), path).toHaveCount(real ? 1 : 0);
    for (const person of teamMembers) await expect(page.locator('main'), path).toContainText(person.name);
  }
});
