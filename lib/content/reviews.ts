import { data as reviewsData } from '@/lib/content/generated/reviews';
import { data as testimonialsData } from '@/lib/content/generated/testimonials';

/** The reviews page's customer reviews, each with the date of the visit (content/reviews.json). */
export const customerReviews = reviewsData.reviews;

/** The reviews that rotate on the home page (content/testimonials.json). */
export const homeTestimonials = testimonialsData.testimonials;
