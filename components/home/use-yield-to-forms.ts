'use client';

import { type RefObject, useEffect, useState } from 'react';
import { screens } from '@/tailwind.config';

/** Below this width a form or the footer anywhere on screen sends the panel away; above it, only one under the panel. */
const phoneQuery = `(width < ${screens.sm})`;

/** Kept clear of at every width whenever they pass under the panel: a call link, the 24/7 promise, the hero's offer card. */
const underPanelOnly = 'a[href^="tel:"], [data-keep-clear]';

/**
 * True while a form, the footer, a call link or a `data-keep-clear` block is where the panel
 * would cover it; IntersectionObservers, so nothing runs on scroll
 * (docs/decisions/050-phone-first-chrome.md).
 */
export function useYieldToForms(panelRef: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [yielding, setYielding] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel || typeof IntersectionObserver === 'undefined') return;
    const phone = window.matchMedia(phoneQuery);
    let observers: IntersectionObserver[] = [];
    const onScreen = new Set<Element>();

    const observe = (selector: string, rootMargin: string) => {
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) onScreen.add(entry.target);
            else onScreen.delete(entry.target);
          }
          setYielding(onScreen.size > 0);
        },
        { rootMargin },
      );
      // The panel's own links never send it away.
      document.querySelectorAll(selector).forEach((element) => !panel.contains(element) && observer.observe(element));
      observers.push(observer);
    };

    const watch = () => {
      observers.forEach((observer) => observer.disconnect());
      observers = [];
      onScreen.clear();
      const box = panel.getBoundingClientRect();
      const underPanel = `${-Math.floor(box.top)}px ${-Math.floor(window.innerWidth - box.right)}px ${-Math.floor(window.innerHeight - box.bottom)}px ${-Math.floor(box.left)}px`;
      observe('form, footer', phone.matches ? '0px' : underPanel);
      observe(underPanelOnly, underPanel);
    };

    watch();
    window.addEventListener('resize', watch);
    return () => {
      observers.forEach((observer) => observer.disconnect());
      window.removeEventListener('resize', watch);
    };
  }, [panelRef, active]);

  return active && yielding;
}
