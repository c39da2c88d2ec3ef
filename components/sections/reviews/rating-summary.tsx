import { business } from '@/lib/content/business';
import type { Locale } from '@/lib/i18n/locale';
import { pageWordsIn } from '@/lib/content/pages';
import { fill } from '@/lib/content/fill';
import { StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface RatingSummaryProps {
  locale: Locale;
  /** The rating in words ("4.9 out of 5 from 150 reviews"), from the page's record. */
  text: string;
  className?: string;
}

/**
 * The rating, as a link to where its reviews can be read (the first review profile, Google's):
 * a figure a visitor can check, not one they have to take on trust.
 */
export function RatingSummary({ locale, text, className }: RatingSummaryProps) {
  const profile = business.reviewProfiles[0];
  const stars = (
    <span className="flex shrink-0 text-gold-500" aria-hidden="true">
      {Array.from({ length: business.rating.best }, (_, i) => (
        <StarIcon key={i} className="size-5" />
      ))}
    </span>
  );
  if (!profile) {
    return (
      <p className={cn('flex items-center gap-3 text-sm font-semibold', className)}>
        {stars}
        {text}
      </p>
    );
  }
  return (
    <p className={className}>
      <a
        href={profile.url}
        rel="noopener"
        className="flex min-h-11 items-center gap-3 text-sm font-semibold underline decoration-navy-300 underline-offset-4 hover:text-gold-700"
      >
        {stars}
        <span>
          {text}
          <span className="block font-normal text-slate-600">
            {fill(pageWordsIn(locale).reviewCard.readAll, { network: profile.network })}
          </span>
        </span>
      </a>
    </p>
  );
}
