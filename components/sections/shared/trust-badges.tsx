import { business } from '@/lib/content/business';
import { ClockIcon, ShieldIcon, StarIcon } from '@/components/ui/icons';
import { experienceLabel } from '@/lib/experience';
import { cn } from '@/lib/cn';

export interface TrustBadgesProps {
  tone?: 'light' | 'dark';
  className?: string;
}

/** The claims every page may make, all derived from the business record. */
export function TrustBadges({ tone = 'light', className }: TrustBadgesProps) {
  const badges = [
    { icon: ShieldIcon, text: 'Licensed & insured' },
    { icon: StarIcon, text: `${business.rating.value}-star rating from ${business.rating.count} reviews` },
    { icon: ClockIcon, text: `${experienceLabel(business.foundedYear)} in Southwest Florida` },
    { icon: ShieldIcon, text: 'Upfront pricing, no hidden fees' },
  ];
  return (
    <ul aria-label="Why homeowners trust us" className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {badges.map(({ icon: Icon, text }) => (
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
      ))}
    </ul>
  );
}
