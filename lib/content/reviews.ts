import type { Locale } from '@/lib/i18n/locale';
import { business } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import type { Review } from '@/lib/content/page-copy';
import { pageWordsIn } from '@/lib/content/pages';
import { data as reviewsData } from '@/lib/content/generated/reviews';
import { data as testimonialsData } from '@/lib/content/generated/testimonials';

/** The reviews page's customer reviews, each with the date of the visit (content/reviews.json). */
export const customerReviews = reviewsData.reviews;

/** Reviews newest first, by the date each was given (ISO dates sort as text). */
export const newestFirst = (reviews: readonly Review[]): Review[] => [...reviews].sort((a, b) => b.date.localeCompare(a.date));

/** The reviews that rotate on the home page (content/testimonials.json). */
export const homeTestimonials = testimonialsData.testimonials;

/**
 * The home page's reviews on a page in `locale`: customers' own words are not translated, so a
 * Spanish page shows none (docs/decisions/110-two-languages.md).
 */
export const homeTestimonialsIn = (locale: Locale) => (locale === 'en' ? homeTestimonials : []);

/** Where a review can be read, in a page's words: a link's text and address, or words alone. */
export interface ReviewSourceLine {
  text: string;
  href?: string;
}

/**
 * A review's source as a visitor can check it: its own page, or else the business's profile on
 * that site (Google's comes from the place id); "in person" only for words that were told.
 */
export function reviewSourceLine(review: Pick<Review, 'source' | 'link'>, locale: Locale): ReviewSourceLine {
  const words = pageWordsIn(locale).reviewCard;
  if (review.source === 'In person') return { text: words.inPerson };
  const href = review.link ?? business.reviewProfiles.find((profile) => profile.network === review.source)?.url;
  return href ? { text: fill(words.verified, { source: review.source }), href } : { text: fill(words.posted, { source: review.source }) };
}
