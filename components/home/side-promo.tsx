'use client';

import { useEffect, useRef, useState } from 'react';
import { business } from '@/lib/content/business';
import { buttonClasses } from '@/components/ui/button-styles';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { scrollToLeadForm } from '@/lib/scroll';
import { useYieldToForms } from './use-yield-to-forms';

export const sidePromoDelayMs = 10_000;

/**
 * A small non-modal offer panel that appears after 10 s. It does not take focus: a visitor
 * typing in a form at that moment keeps typing. Its close button or its action closes it.
 * It never covers a form: while one is on screen (on phones) or under the panel (wider
 * screens) it steps aside, hidden from sight, from assistive technology and from Tab.
 */
export function SidePromo() {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const yielding = useYieldToForms(panelRef, open);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      setOpen(true);
    }, sidePromoDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // The welcome popup, when open, owns Escape.
      if (event.key === 'Escape' && !document.querySelector('[aria-modal="true"]')) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Focus that was inside the panel goes back where the visitor was, not to the top of the page.
  function close() {
    if (panelRef.current?.contains(document.activeElement)) returnFocusRef.current?.focus({ preventScroll: true });
    setOpen(false);
  }

  if (!open) return null;
  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby="side-promo-title"
      aria-hidden={yielding || undefined}
      inert={yielding}
      data-yielding={yielding || undefined}
      className={cn(
        'fixed right-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom,0px))] left-3 z-20 rounded-2xl border-t-4 border-gold-400 bg-navy-900 py-2.5 pr-12 pl-4 text-white shadow-2xl sm:right-4 sm:left-auto sm:w-80 sm:p-5 md:bottom-24',
        yielding && 'invisible',
      )}
    >
      <button
        type="button"
        onClick={close}
        className="absolute top-1 right-1 flex size-11 items-center justify-center rounded-full text-navy-100 hover:text-gold-300 focus-visible:outline-3 focus-visible:outline-gold-400"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">Close this offer</span>
      </button>
      <p id="side-promo-title" className="text-sm font-extrabold sm:pr-8 sm:text-lg">
        {business.offer.headline}
      </p>
      <p className="mt-1 hidden text-sm text-navy-100 sm:block">{business.offer.terms.join(' · ')}</p>
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          scrollToLeadForm();
        }}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-2 w-full sm:mt-4 sm:min-h-11 sm:text-base' })}
      >
        Get My {business.offer.percent}% Off
      </button>
    </div>
  );
}
