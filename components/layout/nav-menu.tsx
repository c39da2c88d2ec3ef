'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useRef } from 'react';
import type { NavLink } from '@/lib/site/navigation';
import { LinkLabel, linkLanguage } from './link-label';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from '@/components/ui/icons';

export interface NavMenuProps {
  label: string;
  links: NavLink[];
  columns?: 1 | 2;
}

/**
 * A disclosure menu, the platform's details/summary: it opens on click, tap, Enter or Space
 * before any script has loaded (STYLE.md 17). Once the page's code runs, Escape, a click outside,
 * leaving it by Tab or following one of its links closes it too.
 */
export function NavMenu({ label, links, columns = 1 }: NavMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => details.removeAttribute('open');
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!details.contains(event.relatedTarget as Node | null)) close();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    details.addEventListener('focusout', onFocusOut);
    details.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      details.removeEventListener('focusout', onFocusOut);
      details.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <details ref={ref} className="group/nav relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 font-semibold text-navy-900 hover:text-gold-700 2xl:px-3 [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-open/nav:rotate-180" />
      </summary>
      <ul
        className={cn(
          'absolute top-full left-0 z-50 mt-2 rounded-xl border border-navy-100 bg-white p-2 shadow-xl',
          columns === 2 ? 'grid w-[26rem] grid-cols-2' : 'w-64',
        )}
      >
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              {...linkLanguage(link)}
              className="block rounded-lg px-3 py-2.5 text-navy-900 hover:bg-gold-50 hover:text-gold-700"
            >
              <LinkLabel link={link} />
            </IntentLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
