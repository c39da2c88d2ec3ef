'use client';

import { useCallback, useEffect } from 'react';
import { MapPinIcon } from '@/components/ui/icons';
import { isKnownCity } from '@/lib/service-area/city-match';
import { detectedCityStore, useDetectedCity } from '@/lib/service-area/detected-city-store';
import { detectCity, geolocationPermission } from '@/lib/service-area/geolocation';

/**
 * Names the visitor's local team. It never prompts on load
 * (docs/decisions/015-city-detection-never-prompts.md): it detects at once only
 * when location is already allowed, and otherwise offers a button. Failures show nothing.
 */
export interface LocalTeamDetectorProps {
  /** The city names detection recognises, in matching order. */
  knownCities: readonly string[];
  /** The button's words, and the line naming the city where it says {city}, from the home page's record. */
  words: { find: string; viewing: string };
}

export function LocalTeamDetector({ knownCities, words }: LocalTeamDetectorProps) {
  const { city, status } = useDetectedCity();

  const detect = useCallback(async () => {
    detectedCityStore.set({ ...detectedCityStore.getSnapshot(), status: 'detecting' });
    const result = await detectCity(typeof navigator === 'undefined' ? undefined : navigator.geolocation, knownCities);
    detectedCityStore.set({ city: result.city, status: result.error ? 'failed' : 'detected', error: result.error });
  }, [knownCities]);

  useEffect(() => {
    let cancelled = false;
    geolocationPermission().then((state) => {
      if (!cancelled && state === 'granted' && detectedCityStore.getSnapshot().status === 'idle') void detect();
    });
    return () => {
      cancelled = true;
    };
  }, [detect]);

  // One line of fixed height whatever it shows, so nothing below it moves.
  return (
    <div className="mt-5 flex min-h-11 items-center" aria-live="polite">
      {status === 'idle' && (
        <button
          type="button"
          onClick={() => void detect()}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/30 px-4 text-sm font-semibold text-white hover:border-gold-300 hover:text-gold-300"
        >
          <MapPinIcon className="size-4" />
          {words.find}
        </button>
      )}
      {status === 'detected' && isKnownCity(city, knownCities) && (
        <p
          className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white"
          data-testid="local-team"
        >
          <MapPinIcon className="size-4 text-gold-300" />
          {words.viewing.replace('{city}', city)}
        </p>
      )}
    </div>
  );
}
