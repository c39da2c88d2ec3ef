'use client';

import { useEffect } from 'react';

export interface MobileMenuStateProps {
  menuId: string;
  words: { open: string; close: string };
}

/**
 * Enhances the phone menu's popover (mobile-menu.tsx) once the page's code has run: the button
 * says whether the menu is open (aria-expanded, "Close menu"), which also tells the welcome offer
 * that the visitor is busy (lib/browser/visitor-busy.ts), and a link that navigates within the
 * page's document closes the menu. A menu opened before this ran is read as it is.
 */
export function MobileMenuState({ menuId, words }: MobileMenuStateProps) {
  useEffect(() => {
    const menu = document.getElementById(menuId);
    const button = document.querySelector<HTMLButtonElement>(`[popovertarget="${menuId}"]`);
    if (!menu || !button) return;
    const show = () => {
      const open = menu.matches(':popover-open');
      button.setAttribute('aria-expanded', String(open));
      button.setAttribute('aria-label', open ? words.close : words.open);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) menu.hidePopover();
    };
    show();
    menu.addEventListener('toggle', show);
    menu.addEventListener('click', onClick);
    return () => {
      menu.removeEventListener('toggle', show);
      menu.removeEventListener('click', onClick);
    };
  }, [menuId, words.open, words.close]);
  return null;
}
