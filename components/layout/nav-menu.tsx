'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from '@/lib/site/navigation';
import { LinkLabel, linkLanguage } from './link-label';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from '@/components/ui/icons';

export interface NavMenuProps {
  label: string;
  links: NavLink[];
  columns?: 1 | 2;
}

/** A disclosure menu: opens on click, tap, Enter or Space; Escape, a click outside or leaving it closes it. */
export function NavMenu({ label, links, columns = 1 }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-navy-900 hover:text-gold-700 2xl:px-3"
      >
        {label}
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full left-0 z-50 mt-2 rounded-xl border border-navy-100 bg-white p-2 shadow-xl',
          columns === 2 ? 'grid w-[26rem] grid-cols-2' : 'w-64',
        )}
      >
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              onClick={() => setOpen(false)}
              {...linkLanguage(link)}
              className="block rounded-lg px-3 py-2.5 text-navy-900 hover:bg-gold-50 hover:text-gold-700"
            >
              <LinkLabel link={link} />
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
