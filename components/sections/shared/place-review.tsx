import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import type { PlaceProof } from '@/lib/pages/proof';
import { ReviewSection } from './review-section';

export interface PlaceReviewProps {
  proof: PlaceProof | null;
  /** The heading when the review is the page's own place's ("What Venice Homeowners Say"). */
  ownTitle: string;
  tone?: 'white' | 'muted';
  locale: Locale;
}

/** A place page's review: its own, or the nearest one under a heading that names that review's town. */
export function PlaceReview({ proof, ownTitle, tone, locale }: PlaceReviewProps) {
  if (!proof) return null;
  const title = proof.local ? ownTitle : fill(pageWordsIn(locale).reviewCard.nearest, { town: proof.town });
  return <ReviewSection title={title} review={proof.review} tone={tone} locale={locale} />;
}
