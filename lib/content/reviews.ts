import type { Locale } from '@/lib/i18n/locale';
import { data as reviewsData } from '@/lib/content/generated/reviews';
import { data as testimonialsData } from '@/lib/content/generated/testimonials';

/** The reviews page's customer reviews, each with the date of the visit (content/reviews.json). */
export const customerReviews = reviewsData.reviews;

/** The reviews that rotate on the home page (content/testimonials.json). */
export const homeTestimonials = testimonialsData.testimonials;

/**
 * The home page's reviews on a page in `locale`: customers' own words are not translated, so a
 * Spanish page shows none (docs/decisions/110-two-languages.md).
 */
export const homeTestimonialsIn = (locale: Locale) => (locale === 'en' ? homeTestimonials : []);
