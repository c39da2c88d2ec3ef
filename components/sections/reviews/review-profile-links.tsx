import { business } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface ReviewProfileLinksProps {
  locale: Locale;
  className?: string;
  /** Light text for dark backgrounds. */
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
}

/**
 * Where every review can be read, on the review sites themselves (Google first): the few shown
 * on this site are a sample, and a homeowner can check the rest there.
 */
export function ReviewProfileLinks({ locale, className, tone = 'dark', align = 'center' }: ReviewProfileLinksProps) {
  const [first, ...others] = business.reviewProfiles;
  if (!first) return null;
  const words = pageWordsIn(locale).reviewCard;
  const link = tone === 'dark' ? 'text-navy-800 hover:text-gold-700' : 'text-white hover:text-gold-300';
  return (
    <div className={cn('flex flex-wrap items-center gap-x-5 gap-y-1', align === 'center' ? 'justify-center' : 'justify-start', className)}>
      <a
        href={first.url}
        rel="noopener"
        className={cn('inline-flex min-h-11 items-center gap-2 font-bold underline underline-offset-4', link)}
      >
        <StarIcon className="size-5 text-gold-500" />
        {fill(words.readAll, { network: first.network })}
      </a>
      {others.map((profile) => (
        <a
          key={profile.network}
          href={profile.url}
          rel="noopener"
          className={cn('inline-flex min-h-11 items-center font-semibold underline underline-offset-4', link)}
        >
          {fill(words.other, { network: profile.network })}
        </a>
      ))}
    </div>
  );
}
