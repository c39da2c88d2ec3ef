import { serviceArea } from '@/lib/content/service-area';

/**
 * Names the visitor's city from a reverse geocoder's place name. The list it matches against is
 * the cities with pages marked `detectable` in content/cities (passed in, so this module stays
 * small enough for the browser) followed by the places below: in the service area too, but
 * without a page of their own.
 */
export const defaultCity = serviceArea.regionName;

/** Recognised by detection, after the cities with pages: served (content/service-area.json), without a city page. */
export const citiesWithoutPages = ['Tampa', 'Naples', 'Fort Myers', 'Clearwater', 'St. Petersburg'] as const;

/**
 * Matches a geocoder's place name against the known cities, in order: case-insensitive, and a
 * substring either way ("North Venice" contains "Venice"; "Naples" is inside "Naples Park" and
 * vice versa). Anything unmatched, or empty, gives the default.
 */
export function matchCity(placeName: string | null | undefined, knownCities: readonly string[]): string {
  const needle = placeName?.trim().toLowerCase();
  if (!needle) return defaultCity;
  const found = knownCities.find((city) => {
    const name = city.toLowerCase();
    return needle.includes(name) || name.includes(needle);
  });
  return found ?? defaultCity;
}

/** True for a real, matched city: the hero only then names it. */
export function isKnownCity(city: string, knownCities: readonly string[]): boolean {
  return knownCities.includes(city);
}
