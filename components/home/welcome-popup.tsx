'use client';

import { useEffect, useState } from 'react';
import { lazyIsland, SafeIsland } from '@/components/ui/safe-island';
import { readFlag, writeFlag } from '@/lib/safe-storage';

export const popupFlag = 'popup-offer-shown';
export const popupDelayMs = 3_000;
export const popupScrollThreshold = 300;

// The dialog itself is only needed after 3 s, so its code loads then; if it cannot (offline), no popup.
const WelcomePopupDialog = lazyIsland(() => import('./welcome-popup-dialog').then((m) => ({ default: m.WelcomePopupDialog })));

/** Opens the welcome offer once: 3 s after load or past 300 px of scrolling, whichever is first. */
export function WelcomePopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readFlag(popupFlag)) return;
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      cleanup();
      writeFlag(popupFlag);
      setOpen(true);
    };
    const onScroll = () => {
      if (window.scrollY > popupScrollThreshold) show();
    };
    const timer = window.setTimeout(show, popupDelayMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    function cleanup() {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    }
    return cleanup;
  }, []);

  return open ? (
    <SafeIsland>
      <WelcomePopupDialog onClose={() => setOpen(false)} />
    </SafeIsland>
  ) : null;
}
