import type { ReviewRecord } from '@/content/page-copy';
import { StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface ReviewCardProps {
  review: ReviewRecord;
  className?: string;
}

/** One customer's words, their stars, and who they are: first name, last initial, place. */
export function ReviewCard({ review, className }: ReviewCardProps) {
  return (
    <figure data-review className={cn('mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-md ring-1 ring-navy-100 sm:p-8', className)}>
      <p className="flex gap-1 text-gold-500" role="img" aria-label={`Rated ${review.rating} out of 5 stars`}>
        {Array.from({ length: review.rating }, (_, index) => (
          <StarIcon key={index} className="size-6" />
        ))}
      </p>
      <blockquote className="mt-4 text-lg text-pretty text-slate-800 sm:text-xl">
        <p>“{review.quote}”</p>
      </blockquote>
      <figcaption className="mt-5 text-slate-700">
        <span className="font-bold text-navy-900">{review.author}</span>, {review.location}
        <span className="block text-sm text-slate-600">{review.service}</span>
      </figcaption>
    </figure>
  );
}
