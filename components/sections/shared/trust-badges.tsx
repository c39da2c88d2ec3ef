import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { ClockIcon, ShieldIcon, StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface TrustBadgesProps {
  locale: Locale;
  tone?: 'light' | 'dark';
  className?: string;
}

/** The badges' icons, in order; a badge past the last repeats the shield. */
const icons = [ShieldIcon, StarIcon, ClockIcon, ShieldIcon];

/** The claims every page may make; their facts come from the business record through tokens. */
export function TrustBadges({ locale, tone = 'light', className }: TrustBadgesProps) {
  const { trustName, trustBadges } = pageWordsIn(locale).shared;
  return (
    <ul aria-label={trustName} className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {trustBadges.map((text, index) => {
        const Icon = icons[index] ?? ShieldIcon;
        return (
          <li
            key={text}
            className={cn(
              'flex min-h-12 items-center gap-3 rounded-xl px-4 py-2 font-semibold',
              tone === 'light' ? 'bg-white text-navy-900 ring-1 ring-navy-100' : 'bg-navy-800 text-white',
            )}
          >
            <Icon className={cn('size-5 shrink-0', tone === 'light' ? 'text-gold-600' : 'text-gold-300')} />
            {text}
          </li>
        );
      })}
    </ul>
  );
}
