import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/cn';

export interface PageSectionProps {
  /** Anchor and test hook; the heading gets `${id}-heading`. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'white' | 'muted';
  align?: 'left' | 'center';
  children: ReactNode;
  className?: string;
}

/** A titled band of an inner page: one h2, labelled for screen readers, on a white or muted ground. */
export function PageSection({ id, title, eyebrow, intro, tone = 'white', align = 'left', children, className }: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('py-12 sm:py-16', tone === 'muted' ? 'bg-slate-50' : 'bg-white', className)}
    >
      <Container>
        <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={title} intro={intro} align={align} />
        {children}
      </Container>
    </section>
  );
}
