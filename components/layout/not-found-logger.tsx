'use client';

import { useEffect } from 'react';

/** Logs the path a visitor tried to reach (ruling 16: a warning, not an error). */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return null;
}
