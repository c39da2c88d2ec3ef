/** The cities the local-team detection recognises (docs/product.md#city-detection-home-page), and the fallback. */
export const defaultCity = 'Southwest Florida';

export const knownCities = [
  'Sarasota',
  'Venice',
  'Bradenton',
  'North Port',
  'Palmetto',
  'Punta Gorda',
  'Englewood',
  'Nokomis',
  'Lakewood Ranch',
  'Osprey',
  'Tampa',
  'Naples',
  'Fort Myers',
  'Clearwater',
  'St. Petersburg',
] as const;

export type KnownCity = (typeof knownCities)[number];

/**
 * Matches a geocoder's place name against the known cities: case-insensitive, and a substring
 * either way ("North Venice" contains "Venice"; "Naples" is inside "Naples Park" and vice versa).
 * Anything unmatched, or empty, gives the default.
 */
export function matchCity(placeName: string | null | undefined): KnownCity | typeof defaultCity {
  const needle = placeName?.trim().toLowerCase();
  if (!needle) return defaultCity;
  const found = knownCities.find((city) => {
    const name = city.toLowerCase();
    return needle.includes(name) || name.includes(needle);
  });
  return found ?? defaultCity;
}

/** True for a real, matched city: the hero only then names it. */
export function isKnownCity(city: string): city is KnownCity {
  return (knownCities as readonly string[]).includes(city);
}
