'use client';

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { scrollToLeadForm } from '@/lib/browser/scroll';

export interface LeadFormLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where to go when this page has no lead form: the home page's form. */
  fallbackHref?: string;
}

/** Scrolls to this page's #lead-form when there is one, otherwise opens the home page's. */
export function LeadFormLink({ fallbackHref = '/#lead-form', onClick, ...props }: LeadFormLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (scrollToLeadForm()) event.preventDefault();
  };
  return <a href={fallbackHref} onClick={handleClick} {...props} />;
}
