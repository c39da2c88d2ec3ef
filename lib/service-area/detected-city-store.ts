import { useSyncExternalStore } from 'react';
import { defaultCity } from './city-match';

type DetectionStatus = 'idle' | 'detecting' | 'detected' | 'failed';

export interface DetectedCityState {
  /** A matched city name, or the region's name (defaultCity) until (or unless) one is known. */
  city: string;
  status: DetectionStatus;
  /** Why detection failed; recorded, never shown. */
  error?: string;
}

const initialState: DetectedCityState = { city: defaultCity, status: 'idle' };

let state = initialState;
const listeners = new Set<() => void>();

/**
 * A tiny store for the visitor's detected city, shared by the hero's detector and the home
 * page's forms. Framework-free so it can be read with useSyncExternalStore or in plain code.
 */
export const detectedCityStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): DetectedCityState {
    return state;
  },
  /** The build-time (and first-render) value: no detection has happened yet. */
  getServerSnapshot(): DetectedCityState {
    return initialState;
  },
  set(next: DetectedCityState): void {
    state = next;
    listeners.forEach((listener) => listener());
  },
  reset(): void {
    detectedCityStore.set(initialState);
  },
};

export function useDetectedCity(): DetectedCityState {
  return useSyncExternalStore(detectedCityStore.subscribe, detectedCityStore.getSnapshot, detectedCityStore.getServerSnapshot);
}
