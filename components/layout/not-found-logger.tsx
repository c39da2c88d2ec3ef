'use client';

import { useEffect } from 'react';

/**
 * Logs the path a visitor tried to reach as a warning, not an error: a mistyped address is not a
 * fault of the site (docs/decisions/022-two-about-pages-thank-you-and-not-found.md).
 */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return null;
}
