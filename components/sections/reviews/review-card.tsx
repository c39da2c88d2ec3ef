import type { CustomerReview } from '@/content/reviews';
import { formatDate } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { StarRating } from './star-rating';
import styles from './review-card.module.css';

/** Each card starts this much later than the one before (spec: 0.2 s). */
export const reviewStaggerSeconds = 0.2;

export interface ReviewCardProps {
  review: CustomerReview;
  index: number;
}

export function ReviewCard({ review, index }: ReviewCardProps) {
  return (
    <li
      data-review-card
      className={cn(styles.card, 'flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-7')}
      style={{ animationDelay: `${(index * reviewStaggerSeconds).toFixed(1)}s` }}
    >
      <figure className="flex h-full flex-col">
        <StarRating rating={review.rating} />
        <p className="mt-2 text-sm font-semibold tracking-wide text-gold-700 uppercase">{review.service}</p>
        <blockquote className="mt-3 flex-1 text-lg text-slate-800">“{review.text}”</blockquote>
        <figcaption className="mt-5 border-t border-navy-100 pt-4">
          <span className="block font-bold text-navy-900">{review.author}</span>
          <span className="text-slate-600">
            {review.city}, FL · <time dateTime={review.date}>{formatDate(review.date)}</time>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
