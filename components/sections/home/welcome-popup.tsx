'use client';

import { useCallback, useEffect, useState } from 'react';
import { lazyIsland, SafeIsland } from '@/components/ui/safe-island';
import { localStore, sessionStore, storedKeys } from '@/lib/browser/storage';
import { visitorBusyWith } from '@/lib/browser/visitor-busy';
import type { WelcomeOfferWords } from './welcome-popup-dialog';

const popupFlag = storedKeys.popupShown.key;
/** Set for the rest of the visit once the visitor has closed the offer: the side promo then stays away. */
const offerClosedFlag = storedKeys.offerClosed.key;
const popupDelayMs = 3_000;
const popupScrollThreshold = 300;
/** While a menu or dialog is open the offer waits and looks again this often. */
const menuRetryMs = 1_000;

// The dialog itself is only needed after 3 s, so its code loads then; if it cannot (offline), no popup.
const WelcomePopupDialog = lazyIsland(() => import('./welcome-popup-dialog').then((m) => ({ default: m.WelcomePopupDialog })));

/** The welcome offer, once, never in a visitor's way: docs/decisions/050-phone-first-chrome.md. */
export function WelcomePopup({ words }: { words: WelcomeOfferWords }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (localStore.has(popupFlag)) return;
    let done = false;
    let timer = 0;
    const show = () => {
      if (done) return;
      window.clearTimeout(timer);
      const busy = visitorBusyWith();
      if (busy === 'menu') {
        timer = window.setTimeout(show, menuRetryMs);
        return;
      }
      done = true;
      cleanup();
      if (busy === 'form') return;
      localStore.write(popupFlag, 'true');
      setOpen(true);
    };
    const onScroll = () => {
      if (window.scrollY > popupScrollThreshold) show();
    };
    timer = window.setTimeout(show, popupDelayMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    function cleanup() {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    }
    return cleanup;
  }, []);

  const close = useCallback(() => {
    sessionStore.write(offerClosedFlag, 'true');
    setOpen(false);
  }, []);

  return open ? (
    <SafeIsland>
      <WelcomePopupDialog onClose={close} words={words} />
    </SafeIsland>
  ) : null;
}
