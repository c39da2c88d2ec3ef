'use client';

import { useDetectedCity } from '@/lib/detected-city-store';

export interface DetectedCityInputProps {
  /** 'city' on the home lead form, 'detected_city' on the promotion form (spec section 3). */
  name: 'city' | 'detected_city';
}

/** Carries the visitor's detected city (or 'Southwest Florida') inside a home page form. */
export function DetectedCityInput({ name }: DetectedCityInputProps) {
  const { city } = useDetectedCity();
  return <input type="hidden" name={name} value={city} />;
}
