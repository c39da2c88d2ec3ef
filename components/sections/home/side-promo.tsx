'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { sessionStore, storedKeys } from '@/lib/browser/storage';
import { scrollToLeadForm } from '@/lib/browser/scroll';
import { visitorBusyWith, watchScrolling } from '@/lib/browser/visitor-busy';
import { useYieldToForms } from './use-yield-to-forms';

const sidePromoDelayMs = 10_000;
/** While the welcome popup or a menu is up, or the page is still scrolling, the panel waits and looks again this often. */
const retryMs = 1_000;

/**
 * A non-modal offer panel: it never takes focus, stays away from a visitor using a form, steps
 * aside over forms and stays away once the popup was closed. See docs/decisions/050-phone-first-chrome.md.
 */
export interface SidePromoProps {
  /** The offer's headline and terms (Business details) and the panel's buttons (the home page's record). */
  words: { headline: string; terms: readonly string[]; action: string; close: string };
}

export function SidePromo({ words }: SidePromoProps) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const yielding = useYieldToForms(panelRef, open);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const scroll = watchScrolling();
    let timer = 0;
    // Read when due, as the page is then: a visitor using a form (since before this code ran,
    // too) is asking already and keeps the page to themselves for this page view.
    const reveal = () => {
      const busy = visitorBusyWith(document, scroll);
      // The welcome offer, up as a phone's banner (not modal), is waited for too: one offer at a time.
      if (busy === 'menu' || busy === 'moving' || document.querySelector('[data-welcome-sheet]')) {
        timer = window.setTimeout(reveal, retryMs);
        return;
      }
      scroll.stop();
      if (busy === 'form' || sessionStore.has(storedKeys.offerClosed.key)) return;
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      setOpen(true);
    };
    timer = window.setTimeout(reveal, sidePromoDelayMs);
    return () => {
      window.clearTimeout(timer);
      scroll.stop();
    };
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
        'fixed right-3 left-3 z-20 bg-navy-900 text-white shadow-2xl',
        // Phones: one row (offer, action, close) just above the bottom bar, so the fixed layers stay small.
        'bottom-[calc(3.75rem+1px+env(safe-area-inset-bottom,0px))] flex items-center gap-2 rounded-xl border-l-4 border-gold-400 py-0.5 pr-0.5 pl-3',
        'sm:right-4 sm:bottom-[calc(4.5rem+env(safe-area-inset-bottom,0px))] sm:left-auto sm:block sm:w-80 sm:rounded-2xl sm:border-t-4 sm:border-l-0 sm:p-5 md:bottom-24',
        yielding && 'invisible',
      )}
    >
      <p id="side-promo-title" className="min-w-0 flex-1 text-sm leading-tight font-extrabold sm:pr-8 sm:text-lg">
        {words.headline}
      </p>
      <p className="mt-1 hidden text-sm text-navy-100 sm:block">{words.terms.join(' · ')}</p>
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          scrollToLeadForm();
        }}
        className={buttonClasses({
          variant: 'secondary',
          size: 'sm',
          className: 'shrink-0 px-3 sm:mt-4 sm:min-h-11 sm:w-full sm:text-base',
        })}
      >
        {words.action}
      </button>
      <button
        type="button"
        onClick={close}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-navy-100 hover:text-gold-300 sm:absolute sm:top-1 sm:right-1"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">{words.close}</span>
      </button>
    </div>
  );
}
