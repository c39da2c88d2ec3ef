import { countyPath, getCounty } from '@/lib/content/counties';
import { fill } from '@/lib/content/fill';
import { pageIn } from '@/lib/content/pages';
import { countyLabel, nextVisitLine } from '@/lib/pages/places';
import { expect, test } from '../fixtures';

// A far county sells its next visit, not its distance: its card on the service-area page names the
// next day a visit can be booked, read on the business's clock in New York, not the visitor's, and
// links its page's form, whose own line says the same day.
const lee = getCounty('lee');
const line = nextVisitLine(lee, 'en');
const says = (date: string) => fill(line.next, { date, book: line.book });

test.use({ timezoneId: 'Asia/Tokyo' });

test('the Lee County card names its next crew day on the business’s clock, and its link leads to the form', async ({ page }) => {
  // Tuesday 8 December 2026, 2 PM in New York (before the same-day cutoff) is already Wednesday in Tokyo.
  await page.clock.setFixedTime(new Date('2026-12-08T14:00:00-05:00'));
  await page.goto(pageIn('serviceArea', 'en').path);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: countyLabel(lee, 'en') }) });
  await expect(card.locator('[data-next-visit="date"]')).toHaveText(says('Tuesday, Dec 8'));

  await card.getByRole('link', { name: line.book }).click();
  await expect(page).toHaveURL(new RegExp(`${countyPath(lee.slug, 'en')}#lead-form$`));
  await expect(page.locator('#how-we-serve [data-next-visit="date"]')).toHaveText(says('Tuesday, Dec 8'));
  await expect(page.locator('#lead-form form')).toBeInViewport();
});
