import { IntentLink } from '@/components/ui/intent-link';
import { navigationIn } from '@/lib/site/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { MapPinIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { linkCardHover } from '@/components/ui/link-card';

export interface CityLinkListProps {
  /** 'light': pills on a white section; 'dark': a grid of tiles on the navy band. */
  tone?: 'light' | 'dark';
  locale: Locale;
}

/** Every city we serve, each linking to its page. */
export function CityLinkList({ tone = 'light', locale }: CityLinkListProps) {
  const dark = tone === 'dark';
  return (
    <ul className={dark ? 'grid grid-cols-2 gap-3 sm:grid-cols-3' : 'flex flex-wrap justify-center gap-3'}>
      {navigationIn(locale).locationLinks.map((link) => (
        <li key={link.href}>
          <IntentLink
            href={link.href}
            className={cn(
              'items-center gap-2 px-4 font-semibold',
              dark
                ? 'flex min-h-12 rounded-lg bg-navy-800 hover:bg-gold-400 hover:text-navy-950'
                : cn('inline-flex min-h-11 rounded-full border border-navy-200 bg-white text-navy-800', linkCardHover),
            )}
          >
            <MapPinIcon className={cn('size-4 shrink-0', dark ? 'text-gold-300' : 'text-gold-700')} />
            {link.label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
