'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { analyticsConfig } from '@/lib/analytics/config';
import type { Tracker } from '@/lib/analytics/tracker';

/**
 * Conversion counting (lib/analytics). Renders nothing; when the build configures a provider it
 * loads the tracker once the browser is idle after hydration, so no analytics code is in the
 * first load, and reports each client-side navigation as a pageview. Unconfigured builds never
 * load the tracker (the check below compares build-time literals).
 */
export function AnalyticsIsland() {
  const pathname = usePathname();
  const tracker = useRef<Tracker | null>(null);
  const counted = useRef<string | null>(null);

  useEffect(() => {
    // A literal after the build ('' when unconfigured): the minifier drops the rest.
    if (!process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER) return;
    const config = analyticsConfig();
    if (!config) return;
    let stopped = false;
    const load = () =>
      void import('@/lib/analytics/tracker').then(({ startTracker }) => {
        if (stopped) return;
        counted.current = window.location.pathname;
        tracker.current = startTracker(config);
      });
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load, { timeout: 4000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(load, 1500) : undefined;
    return () => {
      stopped = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      tracker.current?.stop();
      tracker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!tracker.current || counted.current === pathname) return;
    counted.current = pathname;
    tracker.current.pageview();
  }, [pathname]);

  return null;
}
