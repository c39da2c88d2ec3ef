'use client';

import { useEffect, useRef, useState } from 'react';
import { business } from '@/content/business';
import { buttonClasses } from '@/components/ui/button-styles';
import { CloseIcon } from '@/components/ui/icons';
import { scrollToLeadForm } from '@/lib/scroll';

export const sidePromoDelayMs = 10_000;

/**
 * A small non-modal offer panel that appears after 10 s. It does not take focus: a visitor
 * typing in a form at that moment keeps typing. Its close button or its action closes it.
 */
export function SidePromo() {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
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
      className="fixed right-4 bottom-24 left-4 z-40 rounded-2xl border-t-4 border-gold-400 bg-navy-900 p-4 text-white shadow-2xl sm:left-auto sm:w-80 sm:p-5"
    >
      <button
        type="button"
        onClick={close}
        className="absolute top-1 right-1 flex size-11 items-center justify-center rounded-full text-navy-100 hover:text-gold-300 focus-visible:outline-3 focus-visible:outline-gold-400"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">Close this offer</span>
      </button>
      <p id="side-promo-title" className="pr-8 font-extrabold sm:text-lg">
        {business.offer.headline}
      </p>
      <p className="mt-1 hidden text-sm text-navy-100 sm:block">{business.offer.terms.join(' · ')}</p>
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          scrollToLeadForm();
        }}
        className={buttonClasses({ variant: 'secondary', className: 'mt-3 w-full sm:mt-4' })}
      >
        Get My {business.offer.percent}% Off
      </button>
    </div>
  );
}
