import type { Review } from '@/lib/content/page-copy';
import { PageSection } from '@/components/sections/shared/page-section';
import { ReviewCard } from '@/components/sections/shared/review-card';

export interface ReviewSectionProps {
  cityName: string;
  review: Review;
  tone?: 'white' | 'muted';
}

export function ReviewSection({ cityName, review, tone = 'muted' }: ReviewSectionProps) {
  return (
    <PageSection id="review" tone={tone} title={`What ${cityName} Homeowners Say`} align="center">
      <ReviewCard review={review} />
    </PageSection>
  );
}
