'use client';

import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { retryOnce, SafeIsland } from '@/components/ui/safe-island';
import { localStore, sessionStore, storedKeys } from '@/lib/browser/storage';
import { visitorBusyWith, watchScrolling } from '@/lib/browser/visitor-busy';
import type { WelcomeOfferWords, WelcomePopupDialogProps } from './welcome-popup-dialog';

const popupFlag = storedKeys.popupShown.key;
/** Set for the rest of the visit once the visitor has closed the offer: the side promo then stays away. */
const offerClosedFlag = storedKeys.offerClosed.key;
const popupDelayMs = 3_000;
const popupScrollThreshold = 300;
/** While a menu or dialog is open, the page is still scrolling or the hero is on screen, the offer waits and looks again this often. */
const retryMs = 1_000;

/**
 * The offer repeats what the hero says (its offer card): it waits until the visitor has scrolled
 * past the whole hero, so it never covers the page they landed on nor copies what is on screen.
 */
function heroOnScreen(): boolean {
  const hero = document.querySelector('[data-hero]');
  return hero !== null && hero.getBoundingClientRect().bottom > 0;
}

/** Below the `md` breakpoint the offer is a banner, not a dialog (ruling: nothing covers a phone's page). */
const phoneQuery = '(max-width: 767.98px)';

// The dialog itself is only needed after 3 s, so its code loads then; if it cannot (offline), no popup.
const loadDialog = retryOnce(() => import('./welcome-popup-dialog').then((m) => m.WelcomePopupDialog));

/** The welcome offer, once, never in a visitor's way: docs/decisions/050-phone-first-chrome.md. */
export function WelcomePopup({ words }: { words: WelcomeOfferWords }) {
  const [Dialog, setDialog] = useState<ComponentType<WelcomePopupDialogProps> | null>(null);
  const [banner, setBanner] = useState(false);

  useEffect(() => {
    if (localStore.has(popupFlag)) return;
    const scroll = watchScrolling();
    let state: 'waiting' | 'loading' | 'done' = 'waiting';
    let timer = 0;
    // The page is read when the dialog's code is here, in the same task that opens it and moves
    // the focus: a field the visitor focused or typed in meanwhile, before this code ran included,
    // keeps it away (the dialog's code took seconds on a phone, and the visitor's keys went to it).
    const openIfFree = (dialog: ComponentType<WelcomePopupDialogProps>) => {
      if (state === 'done') return;
      const busy = visitorBusyWith(document, scroll);
      if (busy === 'menu' || busy === 'moving' || (busy === null && heroOnScreen())) {
        timer = window.setTimeout(() => openIfFree(dialog), retryMs);
        return;
      }
      stop();
      if (busy === 'form') return;
      localStore.write(popupFlag, 'true');
      flushSync(() => {
        setBanner(window.matchMedia(phoneQuery).matches);
        setDialog(() => dialog);
      });
    };
    const due = () => {
      if (state !== 'waiting') return;
      state = 'loading';
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      loadDialog().then(openIfFree, stop);
    };
    const onScroll = () => {
      if (window.scrollY > popupScrollThreshold) due();
    };
    timer = window.setTimeout(due, popupDelayMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    function stop() {
      state = 'done';
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      scroll.stop();
    }
    return stop;
  }, []);

  const close = useCallback(() => {
    sessionStore.write(offerClosedFlag, 'true');
    setDialog(null);
  }, []);

  return Dialog ? (
    <SafeIsland>
      <Dialog onClose={close} words={words} banner={banner} />
    </SafeIsland>
  ) : null;
}
