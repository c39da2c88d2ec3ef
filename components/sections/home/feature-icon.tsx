import type { ReactNode } from 'react';
import type { FeatureIcon as FeatureIconName } from '@/content/page-copy';
import { ClockIcon, ShieldIcon, StarIcon } from '@/components/ui/icons';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Glyph({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className} {...stroke}>
      {children}
    </svg>
  );
}

/** The why-us icons: three from the shared set, three drawn here. */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  switch (name) {
    case 'clock':
      return <ClockIcon className={className} />;
    case 'shield':
      return <ShieldIcon className={className} />;
    case 'star':
      return <StarIcon className={className} />;
    case 'siren':
      return (
        <Glyph className={className}>
          <path d="M7 18v-6a5 5 0 0 1 10 0v6M5 18h14v3H5zM12 2v2M4.2 5.2l1.4 1.4M19.8 5.2l-1.4 1.4" />
        </Glyph>
      );
    case 'tag':
      return (
        <Glyph className={className}>
          <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
          <circle cx="7.5" cy="7.5" r="1.5" />
        </Glyph>
      );
    case 'clipboard':
      return (
        <Glyph className={className}>
          <rect x="5" y="4" width="14" height="18" rx="2" />
          <path d="M9 2h6v4H9zM9 12l2 2 4-4" />
        </Glyph>
      );
  }
}
