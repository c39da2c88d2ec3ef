'use client';

import { type RefObject, useEffect, useState } from 'react';
import { screens } from '@/tailwind.config';

/** Below this width anything it keeps clear of on screen sends the panel away; above it, only what is under the panel. */
const phoneQuery = `(width < ${screens.sm})`;

/**
 * True while a form, the footer or a `data-keep-clear` block is where the panel would cover it;
 * an IntersectionObserver, so nothing runs on scroll (docs/decisions/050-phone-first-chrome.md).
 */
export function useYieldToForms(panelRef: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [yielding, setYielding] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel || typeof IntersectionObserver === 'undefined') return;
    const phone = window.matchMedia(phoneQuery);
    let observer: IntersectionObserver | undefined;
    const onScreen = new Set<Element>();

    const watch = () => {
      observer?.disconnect();
      onScreen.clear();
      const box = panel.getBoundingClientRect();
      const margin = phone.matches
        ? '0px'
        : `${-Math.floor(box.top)}px ${-Math.floor(window.innerWidth - box.right)}px ${-Math.floor(window.innerHeight - box.bottom)}px ${-Math.floor(box.left)}px`;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) onScreen.add(entry.target);
            else onScreen.delete(entry.target);
          }
          setYielding(onScreen.size > 0);
        },
        { rootMargin: margin },
      );
      document.querySelectorAll('form, footer, [data-keep-clear]').forEach((element) => observer?.observe(element));
    };

    watch();
    window.addEventListener('resize', watch);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', watch);
    };
  }, [panelRef, active]);

  return active && yielding;
}
