'use client';

import { useEffect } from 'react';

/**
 * `data-hydrated` on <html>: what the browser tests wait for, since hydration starts after the
 * first paint (docs/decisions/005-hydration-after-first-paint.md).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
