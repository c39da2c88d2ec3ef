'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingSettings } from '@/lib/booking/settings';
import type { ArrivalWindow } from '@/lib/booking/windows';
import type { Locale } from '@/lib/i18n/locale';
import { arrivalWindowField } from '@/lib/leads/fields';

/**
 * The arrival windows a form offers, worked out in the browser (only it knows "now", so the built
 * HTML has none): after hydration, and again whenever the list is opened. The window arithmetic
 * is its own chunk, loaded only by forms that ask when to come.
 */
export function useArrivalWindows(enabled: boolean | undefined, settings: BookingSettings, locale: Locale) {
  const [windows, setWindows] = useState<ArrivalWindow[] | null>(null);
  const chosen = useRef<ArrivalWindow | undefined>(undefined);

  const refresh = useCallback(() => {
    if (enabled)
      import('./live-windows').then(
        ({ windowsNow }) => setWindows(windowsNow(settings, locale)),
        () => undefined,
      );
  }, [enabled, settings, locale]);

  // After hydration, so the page's first render matches the built HTML.
  useEffect(() => {
    const frame = requestAnimationFrame(refresh);
    return () => cancelAnimationFrame(frame);
  }, [refresh]);

  /** At submit: the window picked, kept for the calendar once the lead is delivered. */
  const remember = useCallback(
    (form: HTMLFormElement | null) => {
      const picked = form?.elements.namedItem(arrivalWindowField);
      chosen.current = windows?.find((window) => picked instanceof HTMLSelectElement && window.label === picked.value);
    },
    [windows],
  );

  /** The window a delivered lead named, if it is the one picked here. */
  const sentWindow = useCallback((label: unknown) => (chosen.current?.label === label ? chosen.current : undefined), []);

  return { windows, refresh, remember, sentWindow };
}
