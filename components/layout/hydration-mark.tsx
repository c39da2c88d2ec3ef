'use client';

import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once the page has hydrated. The framework chunks start after
 * the first paint (scripts/next-adapter/deferred-scripts.ts), so the load event no longer means the
 * page is interactive; the browser tests wait for this mark instead (tests/e2e/fixtures.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
