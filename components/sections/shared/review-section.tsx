import type { Review } from '@/lib/content/page-copy';
import type { Locale } from '@/lib/i18n/locale';
import { PageSection } from '@/components/sections/shared/page-section';
import { ReviewCard } from '@/components/sections/shared/review-card';

export interface ReviewSectionProps {
  title: string;
  review: Review;
  tone?: 'white' | 'muted';
  locale: Locale;
}

/** One customer's review under its own heading: a city's, a service's or the emergency page's. */
export function ReviewSection({ title, review, tone = 'muted', locale }: ReviewSectionProps) {
  return (
    <PageSection id="review" tone={tone} title={title} align="center">
      <ReviewCard review={review} locale={locale} />
    </PageSection>
  );
}
