import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Heading level: sections under the page's h1 use h2 unless nested. */
  as?: 'h2' | 'h3';
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  id?: string;
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  as: Tag = 'h2',
  align = 'center',
  tone = 'light',
  id,
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('mb-8 max-w-3xl sm:mb-10', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className={cn('mb-2 text-sm font-bold tracking-wider uppercase', dark ? 'text-gold-300' : 'text-gold-700')}>{eyebrow}</p>
      )}
      <Tag id={id} className={cn('text-3xl font-extrabold tracking-tight text-balance sm:text-4xl', dark ? 'text-white' : 'text-navy-900')}>
        {title}
      </Tag>
      {intro && <p className={cn('mt-4 text-lg text-pretty', dark ? 'text-navy-100' : 'text-slate-700')}>{intro}</p>}
    </div>
  );
}
