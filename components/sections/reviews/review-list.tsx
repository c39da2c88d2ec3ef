import { business } from '@/lib/content/business';
import type { Review } from '@/lib/content/page-copy';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { ReviewCard } from '@/components/sections/shared/review-card';
import { ReviewProfileLinks } from './review-profile-links';
import { StarRating } from './star-rating';

export interface ReviewListProps {
  reviews: readonly Review[];
}

export function ReviewList({ reviews }: ReviewListProps) {
  return (
    <section aria-labelledby="reviews-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="reviews-heading"
          eyebrow="Customer reviews"
          title="Recent reviews from Southwest Florida homeowners"
          intro={`We are rated ${business.rating.value} out of ${business.rating.best} from ${business.rating.count} reviews. Here are a few from this year.`}
        />
        <div className="mb-10 flex justify-center">
          <StarRating rating={business.rating.best} className="[&_svg]:size-7" />
        </div>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review, index) => (
            <ReviewCard key={review.author} review={review} variant="list" index={index} />
          ))}
        </ul>
        <ReviewProfileLinks className="mt-10" />
      </Container>
    </section>
  );
}
