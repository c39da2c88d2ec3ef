import facts from '@/lib/content/generated/island-facts.json';

/**
 * Names the visitor's city from a reverse geocoder's place name. The list it matches against is
 * the towns with pages marked `detectable` in content/cities (passed in, so this module stays
 * small enough for the browser). The region's name comes from content/service-area.json through the
 * content build's island-facts.json, so the record stays out of the browser's code.
 */
export const defaultCity = facts.regionName;

/** Other names a geocoder gives for a known city's place: the alias, then the city it stands for. */
export const placeAliases: Readonly<Record<string, string>> = {
  'North Venice': 'Venice',
  'South Venice': 'Venice',
};

/** A place name as compared: lower case, single spaces, without the title a geocoder may put first ("City of Sarasota"). */
function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(city|town|village) of /, '');
}

/**
 * Matches a geocoder's place name against the known cities: its whole name, or a listed alias,
 * case-insensitive (docs/product.md#city-detection-home-page). Never a part of a name: "Port" is
 * not North Port, "Sara" is not Sarasota. Anything unmatched, or empty, gives the default.
 */
export function matchCity(placeName: string | null | undefined, knownCities: readonly string[]): string {
  const needle = normalise(placeName ?? '');
  if (!needle) return defaultCity;
  const alias = Object.entries(placeAliases).find(([name]) => normalise(name) === needle)?.[1];
  const wanted = alias ? normalise(alias) : needle;
  return knownCities.find((city) => normalise(city) === wanted) ?? defaultCity;
}

/** True for a real, matched city: the hero only then names it. */
export function isKnownCity(city: string, knownCities: readonly string[]): boolean {
  return knownCities.includes(city);
}
