import type { HomeAndConstructionBusiness, WithContext } from 'schema-dts';
import { business } from '@/lib/content/business';
import type { Review } from '@/content/page-copy';
import { businessId } from '@/lib/jsonld';
import { absoluteUrl } from '@/lib/metadata';

/**
 * The business with its aggregate rating and the reviews the page shows. It shares the
 * LocalBusiness record's @id, so crawlers merge it with the home page's record.
 */
export function reviewsJsonLd(reviews: readonly Review[]): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId,
    name: business.name,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
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
