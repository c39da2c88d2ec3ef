'use client';

import { useState, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';

export interface TrustBarProps {
  children: ReactNode;
}

/** The dismissible bar at the top of the home page; rendered visible at build time. */
export function TrustBar({ children }: TrustBarProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside aria-label="Why homeowners trust us" className="bg-navy-950 text-white">
      <div className="mx-auto flex max-w-content items-center gap-2 py-1 pr-1 pl-4 sm:px-6 lg:px-8">
        <div className="flex-1 text-center text-sm">{children}</div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="flex size-11 shrink-0 items-center justify-center rounded-md text-navy-100 hover:text-gold-300"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Dismiss this notice</span>
        </button>
      </div>
    </aside>
  );
}
