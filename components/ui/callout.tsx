import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  /** A highlighted note in a page's flow: a gold bar down its left edge. */
  note: 'rounded-2xl border-l-4 border-gold-500 bg-gold-50 p-6',
  /** What must not be done, or what to do first: the emergency red, kept pale. */
  warning: 'rounded-2xl border-2 border-emergency-100 bg-emergency-50 p-6',
} as const;

export interface CalloutProps extends HTMLAttributes<HTMLElement> {
  tone: keyof typeof tones;
  /** A paragraph when the callout is one piece of text, otherwise a box. */
  as?: 'div' | 'p';
}

/** A boxed-off note or warning; layout and type come from the caller's className. */
export function Callout({ tone, as: Element = 'div', className, ...props }: CalloutProps) {
  return <Element className={cn(tones[tone], className)} {...props} />;
}
