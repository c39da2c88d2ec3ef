'use client';

import { useState, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';

export interface TrustBarProps {
  children: ReactNode;
  /** The bar's name and its close button's, read out by screen readers. */
  name: string;
  dismiss: string;
}

/** The dismissible bar at the top of the home page; rendered visible at build time. */
export function TrustBar({ children, name, dismiss }: TrustBarProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside aria-label={name} className="bg-navy-950 text-white">
      <div className="mx-auto flex max-w-content items-center gap-2 py-1 pr-1 pl-4 sm:px-6 lg:px-8">
        <div className="flex-1 text-center text-sm">{children}</div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="flex size-11 shrink-0 items-center justify-center rounded-md text-navy-100 hover:text-gold-300"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{dismiss}</span>
        </button>
      </div>
    </aside>
  );
}
