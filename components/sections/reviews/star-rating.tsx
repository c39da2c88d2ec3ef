import { business } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface StarRatingProps {
  rating: number;
  locale: Locale;
  className?: string;
}

export function StarRating({ rating, locale, className }: StarRatingProps) {
  const best = business.rating.best;
  return (
    <p className={cn('flex gap-0.5', className)} data-stars={rating}>
      {Array.from({ length: best }, (_, index) => (
        <StarIcon key={index} className={cn('size-5', index < rating ? 'text-gold-500' : 'text-slate-300')} />
      ))}
      <span className="sr-only">{fill(pageWordsIn(locale).shared.rated, { stars: rating })}</span>
    </p>
  );
}
