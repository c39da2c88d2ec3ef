import { business } from '@/lib/content/business';
import { StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface StarRatingProps {
  rating: number;
  className?: string;
}

export function StarRating({ rating, className }: StarRatingProps) {
  const best = business.rating.best;
  return (
    <p className={cn('flex gap-0.5', className)} data-stars={rating}>
      {Array.from({ length: best }, (_, index) => (
        <StarIcon key={index} className={cn('size-5', index < rating ? 'text-gold-500' : 'text-slate-300')} />
      ))}
      <span className="sr-only">
        Rated {rating} out of {best}
      </span>
    </p>
  );
}
