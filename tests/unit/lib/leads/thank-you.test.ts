import { staticPages } from '@/lib/content/pages';
import { thankYouUrl } from '@/lib/leads/thank-you';
import { absoluteUrl } from '@/lib/metadata';

it('no-JavaScript form posts return to the real thank-you page', () => {
  expect(thankYouUrl).toBe(absoluteUrl(staticPages.thankYou.path));
});
