'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * next/link that prefetches its route once the visitor shows intent (a pointer over it, a finger
 * on it, keyboard focus) instead of whenever it scrolls into view. By default every visible link
 * fetches its page's data and code while the page is still starting up: on /faq the logo alone
 * pulled in the home page's 17 KB payload and two chunks, work a phone does in the seconds its
 * visitor is reaching for the call button. The click itself still navigates client-side, and a
 * link pressed without warning fetches its page then (next.js's documented hover pattern).
 */
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
