import type { Review } from '@/lib/content/page-copy';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { RatingSummary } from '@/components/sections/reviews/rating-summary';
import { PageSection } from '@/components/sections/shared/page-section';
import { ReviewCard } from '@/components/sections/shared/review-card';

export interface ReviewSectionProps {
  title: string;
  review: Review;
  tone?: 'white' | 'muted';
  locale: Locale;
}

/**
 * The rating and one customer's review under its own heading: a town's, a county's, a service's
 * or the emergency page's. Reviews are the customers' own English words: a Spanish page shows
 * them as written, in English, and says so.
 */
export function ReviewSection({ title, review, tone = 'muted', locale }: ReviewSectionProps) {
  const words = pageWordsIn(locale).reviewCard;
  return (
    <PageSection id="review" tone={tone} title={title} align="center">
      <RatingSummary locale={locale} text={words.rating} className="mx-auto mb-6 w-fit text-navy-900" />
      <ReviewCard review={review} locale={locale} />
      {locale !== 'en' && <p className="mt-3 text-center text-sm text-slate-600">{words.ownWords}</p>}
    </PageSection>
  );
}
