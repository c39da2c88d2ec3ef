'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * next/link that prefetches on intent (pointer, touch, focus), not on sight:
 * docs/decisions/017-links-prefetch-on-intent.md.
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
