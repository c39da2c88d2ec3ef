'use client';

import { useEffect, useRef } from 'react';
import { business } from '@/content/business';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { trapTab } from '@/lib/focus-trap';
import { scrollToLeadForm } from '@/lib/scroll';

export interface WelcomePopupDialogProps {
  onClose: () => void;
}

/** The welcome offer as a modal dialog: focus moves in, stays in, and returns on close. */
export function WelcomePopupDialog({ onClose }: WelcomePopupDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const claimRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    claimRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (dialog) trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // The claim button moves focus to the form itself; only restore when focus is lost.
      if (!document.activeElement || document.activeElement === document.body || dialog?.contains(document.activeElement)) {
        previous?.focus({ preventScroll: true });
      }
    };
  }, [onClose]);

  const claim = () => {
    onClose();
    // After the dialog has gone, so focus lands in the form rather than back on the page.
    requestAnimationFrame(() => scrollToLeadForm());
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-950/70 p-4" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby="welcome-title" aria-describedby="welcome-text" className="relative w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl sm:p-8">
        <button type="button" onClick={onClose} className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-3 focus-visible:outline-gold-400">
          <CloseIcon className="size-5" />
          <span className="sr-only">Close offer</span>
        </button>
        <p className="text-sm font-bold tracking-wider text-gold-700 uppercase">Welcome, neighbor</p>
        <h2 id="welcome-title" className="mt-2 text-3xl font-extrabold text-navy-900">
          {business.offer.percent}% off your first service
        </h2>
        <p id="welcome-text" className="mt-3 text-slate-700">
          Springs, openers, tracks or a brand-new hurricane-rated door: leave your details and we will call you back with your discount applied.
        </p>
        <ul className="mt-4 space-y-1 text-left text-sm text-slate-700">
          {business.offer.terms.map((term) => (
            <li key={term} className="flex items-center gap-2">
              <CheckIcon className="size-4 shrink-0 text-gold-600" />
              {term}
            </li>
          ))}
        </ul>
        <button ref={claimRef} type="button" onClick={claim} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'mt-6 w-full' })}>
          Claim My {business.offer.percent}% Off
        </button>
        <button type="button" onClick={onClose} className="mt-2 min-h-11 text-sm font-semibold text-slate-600 underline-offset-4 hover:text-navy-900 hover:underline">
          No thanks
        </button>
      </div>
    </div>
  );
}
