'use client';

import { useLayoutEffect, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckIcon, CloseIcon, PhoneIcon } from '@/components/ui/icons';
import { trapTab } from '@/lib/browser/focus-trap';
import { scrollToLeadForm } from '@/lib/browser/scroll';

/** Everything the offer says, from the home page's record and Business details, passed down by the server page. */
export interface WelcomeOfferWords {
  eyebrow: string;
  title: string;
  text: string;
  terms: readonly string[];
  claim: string;
  call: string;
  phone: { display: string; href: string };
  decline: string;
  close: string;
}

export interface WelcomePopupDialogProps {
  onClose: () => void;
  words: WelcomeOfferWords;
}

/** The welcome offer as a modal dialog: focus moves in, stays in, and returns on close. */
export function WelcomePopupDialog({ onClose, words }: WelcomePopupDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const claimRef = useRef<HTMLButtonElement>(null);

  // A layout effect: focus moves in the task in which WelcomePopup found the visitor free, before another key can arrive.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    claimRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (dialog) trapTab(event, dialog);
    };
    // The bottom bar stays uncovered below the sheet on phones: a tap on it (the call included) is a tap outside.
    const onBarTap = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-action-bar]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onBarTap);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onBarTap);
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

  // On phones a bottom sheet of at most two thirds of the screen, so the page stays in view above
  // it; below 768 px it and its backdrop end at the bottom bar, whose Call stays in sight and in
  // reach, so the sheet needs no call of its own there (docs/decisions/050-phone-first-chrome.md).
  return (
    <div
      className="fixed inset-x-0 top-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom,0px))] z-50 flex items-end justify-center bg-navy-950/60 sm:items-center sm:bg-navy-950/70 sm:p-4 md:bottom-0"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="welcome-title"
        aria-describedby="welcome-text"
        data-welcome-sheet
        className="relative max-h-[66dvh] w-full overflow-y-auto rounded-t-2xl bg-white px-5 pt-5 pb-3 text-center shadow-2xl sm:max-h-none sm:max-w-md sm:rounded-2xl sm:p-8"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-navy-50 hover:text-navy-900"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{words.close}</span>
        </button>
        <p className="text-sm font-bold tracking-wider text-gold-700 uppercase">{words.eyebrow}</p>
        <h2 id="welcome-title" className="mt-1 text-2xl font-extrabold text-navy-900 sm:mt-2 sm:text-3xl">
          {words.title}
        </h2>
        <p id="welcome-text" className="mt-2 text-slate-700 sm:mt-3">
          {words.text}
        </p>
        <p className="mt-2 text-sm text-slate-600 sm:hidden">{words.terms.join(' · ')}</p>
        <ul className="mt-4 hidden space-y-1 text-left text-sm text-slate-700 sm:block">
          {words.terms.map((term) => (
            <li key={term} className="flex items-center gap-2">
              <CheckIcon className="size-4 shrink-0 text-gold-600" />
              {term}
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-2 sm:mt-6 sm:gap-3">
          <button
            ref={claimRef}
            type="button"
            onClick={claim}
            className={buttonClasses({ variant: 'secondary', className: 'min-h-14 px-2 whitespace-normal sm:text-lg' })}
          >
            {words.claim}
          </button>
          <a href={words.phone.href} className={buttonClasses({ className: 'min-h-14 px-2 whitespace-normal max-md:hidden sm:text-lg' })}>
            <PhoneIcon className="size-5" />
            {words.call} {words.phone.display}
          </a>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="mt-1 min-h-11 text-sm font-semibold text-slate-600 underline-offset-4 hover:text-navy-900 hover:underline sm:mt-2"
        >
          {words.decline}
        </button>
      </div>
    </div>
  );
}
