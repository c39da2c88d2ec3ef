'use client';

import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once the page has hydrated. The framework chunks start after
 * the first paint (scripts/host/deferred-scripts.mjs), so the load event no longer means the
 * page is interactive; browser tests and the bench wait for this mark instead.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
