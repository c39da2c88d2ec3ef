import { IntentLink } from '@/components/ui/intent-link';
import { MapPinIcon } from '@/components/ui/icons';
import { linkCard } from '@/components/ui/link-card';
import { cn } from '@/lib/cn';
import type { PlaceLinkItem } from '@/lib/pages/places';

export interface PlaceLinksProps {
  items: readonly PlaceLinkItem[];
  /** 'light': tiles on a white or muted section; 'dark': tiles on the navy band. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * A short list of place pages as tiles, each whole tile one link: a county's towns, a town's
 * neighbours, the area's counties. Never every place: a page links its own neighbourhood of the
 * list (docs/decisions/073-place-pages.md).
 */
export function PlaceLinks({ items, tone = 'light', className }: PlaceLinksProps) {
  const dark = tone === 'dark';
  return (
    <ul className={cn('grid grid-cols-1 gap-3 2xs:grid-cols-2 md:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item.href}>
          <IntentLink
            href={item.href}
            hrefLang={item.hrefLang}
            className={cn(
              'flex min-h-12 items-start gap-2 rounded-xl px-4 py-3',
              dark ? 'bg-navy-800 text-white hover:bg-gold-400 hover:text-navy-950' : cn(linkCard, 'text-navy-900'),
            )}
          >
            <MapPinIcon className={cn('mt-0.5 size-5 shrink-0', dark ? 'text-gold-300' : 'text-gold-600')} />
            <span>
              <span className="block font-semibold">{item.label}</span>
              {item.detail && <span className={cn('block text-sm', dark ? 'text-navy-100' : 'text-slate-700')}>{item.detail}</span>}
            </span>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
