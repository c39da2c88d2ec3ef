import { business } from '@/lib/content/business';
import type { Review } from '@/lib/content/page-copy';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { ReviewCard } from '@/components/sections/shared/review-card';
import { ReviewProfileLinks } from './review-profile-links';
import { StarRating } from './star-rating';

export interface ReviewListProps {
  reviews: readonly Review[];
  locale: Locale;
}

export function ReviewList({ reviews, locale }: ReviewListProps) {
  const { eyebrow, title, intro } = pageWordsIn(locale).reviews.list;
  return (
    <section aria-labelledby="reviews-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="reviews-heading" eyebrow={eyebrow} title={title} intro={intro} />
        <div className="mb-10 flex justify-center">
          <StarRating rating={business.rating.best} locale={locale} className="[&_svg]:size-7" />
        </div>
        {/* Columns, not a grid: cards of any height and any number fill them with no hole in a row. */}
        <ul className="gap-6 md:columns-2 lg:columns-3">
          {reviews.map((review, index) => (
            <ReviewCard
              key={review.author}
              review={review}
              variant="list"
              index={index}
              className="mb-6 break-inside-avoid"
              locale={locale}
            />
          ))}
        </ul>
        <ReviewProfileLinks className="mt-10" locale={locale} />
      </Container>
    </section>
  );
}
