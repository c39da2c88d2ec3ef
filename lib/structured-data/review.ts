import type { AggregateRating, Review as ReviewNode } from 'schema-dts';
import { business } from '@/lib/content/business';
import type { Review } from '@/lib/content/page-copy';

/**
 * The reviews page's facts about the business: its aggregate rating and the reviews the page
 * shows, added to the business's one node rather than a second copy of it.
 */
export function businessReviews(reviews: readonly Review[]): { aggregateRating: AggregateRating; review: ReviewNode[] } {
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: business.rating.best,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      reviewBody: review.quote,
      name: review.service,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: business.rating.best, worstRating: 1 },
    })),
  };
}
