'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
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
  /** Below 768 px: a banner above the bottom bar, not a modal dialog (docs/decisions/050-phone-first-chrome.md). */
  banner: boolean;
}

/** The welcome offer: a modal dialog on wider screens, a small banner on a phone. */
export function WelcomePopupDialog({ banner, ...props }: WelcomePopupDialogProps) {
  return banner ? <WelcomeBanner {...props} /> : <WelcomeDialog {...props} />;
}

type OfferProps = Omit<WelcomePopupDialogProps, 'banner'>;

function claimOffer(onClose: () => void) {
  onClose();
  // After the offer has gone, so focus lands in the form rather than back on the page.
  requestAnimationFrame(() => scrollToLeadForm());
}

/**
 * On a phone the offer never covers the page: one row of at most a quarter of the screen, just
 * above the bottom bar and under nothing, the header's call and the bar in sight and in reach. It
 * takes no focus (it is not modal); Escape and its close button dismiss it.
 */
function WelcomeBanner({ onClose, words }: OfferProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-labelledby="welcome-title"
      data-welcome-sheet
      className="fixed inset-x-2 bottom-[calc(3.75rem+1px+env(safe-area-inset-bottom,0px))] z-30 flex max-h-[25dvh] items-center gap-2 rounded-xl border-l-4 border-gold-400 bg-white py-1 pr-0.5 pl-3 shadow-2xl ring-1 ring-navy-100"
    >
      <h2 id="welcome-title" className="min-w-0 flex-1 text-sm leading-tight font-extrabold text-navy-900">
        {words.title}
      </h2>
      <button
        type="button"
        onClick={() => claimOffer(onClose)}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'shrink-0 px-3' })}
      >
        {words.claim}
      </button>
      <button
        type="button"
        onClick={onClose}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:text-navy-900"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">{words.close}</span>
      </button>
    </div>
  );
}

/** The welcome offer as a modal dialog: focus moves in, stays in, and returns on close. */
function WelcomeDialog({ onClose, words }: OfferProps) {
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
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // The claim button moves focus to the form itself; only restore when focus is lost.
      if (!document.activeElement || document.activeElement === document.body || dialog?.contains(document.activeElement)) {
        previous?.focus({ preventScroll: true });
      }
    };
  }, [onClose]);

  const claim = () => claimOffer(onClose);

  // From 768 px up only: the hero and its offer card are off the screen by then (welcome-popup.tsx).
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-navy-950/70 p-4"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="welcome-title"
        aria-describedby="welcome-text"
        data-welcome-sheet
        className="relative w-full max-w-md overflow-y-auto rounded-2xl bg-white p-8 text-center shadow-2xl"
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
        <h2 id="welcome-title" className="mt-2 text-3xl font-extrabold text-navy-900">
          {words.title}
        </h2>
        <p id="welcome-text" className="mt-3 text-slate-700">
          {words.text}
        </p>
        <ul className="mt-4 space-y-1 text-left text-sm text-slate-700">
          {words.terms.map((term) => (
            <li key={term} className="flex items-center gap-2">
              <CheckIcon className="size-4 shrink-0 text-gold-600" />
              {term}
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-3">
          <button
            ref={claimRef}
            type="button"
            onClick={claim}
            className={buttonClasses({ variant: 'secondary', className: 'min-h-14 px-2 text-lg whitespace-normal' })}
          >
            {words.claim}
          </button>
          <a href={words.phone.href} className={buttonClasses({ className: 'min-h-14 px-2 text-lg whitespace-normal' })}>
            <PhoneIcon className="size-5" />
            {words.call} {words.phone.display}
          </a>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="mt-2 min-h-11 text-sm font-semibold text-slate-600 underline-offset-4 hover:text-navy-900 hover:underline"
        >
          {words.decline}
        </button>
      </div>
    </div>
  );
}
