import { pageIn, staticPages } from '@/lib/content/pages';
import { faqForm } from '@/lib/forms/definitions';
import { thankYouUrl } from '@/lib/leads/thank-you';
import { absoluteUrl } from '@/lib/site/metadata';

it('no-JavaScript form posts return to the real thank-you page', () => {
  expect(thankYouUrl(faqForm('en'))).toBe(absoluteUrl(staticPages.thankYou.path));
});

it("a Spanish form's post returns to the Spanish thank-you page, at the address its record gives", () => {
  expect(thankYouUrl(faqForm('es'))).toBe(absoluteUrl(pageIn('thankYou', 'es').path));
  expect(pageIn('thankYou', 'es').path).not.toBe(staticPages.thankYou.path);
});
