/**
 * The ZIP checker's logic: pure, and small enough to ship to the browser. The table is the
 * region's (lib/service-area/region-zips.ts), and the town and county pages it answers with come
 * with it (its `places`, written by scripts/content/service-area-zips.ts).
 */
import { milesBetween } from './miles';
import type { ZipCounty, ZipPages, ZipPlace, ZipRegion } from './zip-places';
import type { RegionZipTable } from './region-zips';

export type { ZipCounty, ZipPages, ZipPlace, ZipRegion } from './zip-places';

/** How the answer says a ZIP is reached: the arrival aim near the shop, its county's crew days farther out. */
type Reach = { arrival: boolean; county?: ZipCounty };

export type ZipInput = { kind: 'empty' } | { kind: 'malformed'; input: string } | { kind: 'zip'; zip: string };

export type ZipAnswer =
  | Exclude<ZipInput, { kind: 'zip' }>
  /** A ZIP of a city we have a page for. */
  | ({ kind: 'served'; zip: string; places: ZipPlace[] } & Reach)
  /**
   * Elsewhere in the region: served; `nearest` holds the closest city page only when it lies
   * within the record's distance, so a town far from every page is never told it is local.
   */
  | ({ kind: 'region'; zip: string; place: string; countyName: string; nearest: ZipPlace[] } & Reach)
  | { kind: 'unserved'; zip: string };

/** The five-digit ZIP in what a visitor typed ("34275", " 34275 ", "34275-1234"), or null. */
export function normalizeZip(input: string): string | null {
  const match = /^(\d{5})(?:[-\s]?\d{4})?$/.exec(input.trim());
  return match ? match[1] : null;
}

/** What the visitor typed, read before any table is needed. */
export function readZipInput(input: string): ZipInput {
  if (!input.trim()) return { kind: 'empty' };
  const zip = normalizeZip(input);
  return zip ? { kind: 'zip', zip } : { kind: 'malformed', input: input.trim() };
}

/**
 * `nearbyMiles`: how far from a city page a ZIP may lie and still be offered it (the service-area
 * record); farther, the answer offers the ZIP's county page. The arrival time is promised only
 * within the region's `arrivalMiles` of the shop.
 */
export function answerZip(zip: string, table: RegionZipTable, pages: ZipPages, nearbyMiles: number, region?: ZipRegion): ZipAnswer {
  const row = Object.hasOwn(table.zips, zip) ? table.zips[zip] : undefined;
  if (!row) return { kind: 'unserved', zip };
  const reach: Reach = {
    arrival: !region || milesBetween(region.shop, row) <= region.arrivalMiles,
    ...(region && Object.hasOwn(region.counties, row.county) ? { county: region.counties[row.county] } : {}),
  };
  const places = row.cities.flatMap((slug) => (pages[slug] ? [pages[slug]] : []));
  if (row.match !== 'nearest') return { kind: 'served', zip, places, ...reach };
  const near = row.miles !== undefined && row.miles <= nearbyMiles;
  return { kind: 'region', zip, place: row.place, countyName: row.county, nearest: near ? places : [], ...reach };
}

export function lookupZip(input: string, table: RegionZipTable, pages: ZipPages, nearbyMiles: number, region?: ZipRegion): ZipAnswer {
  const read = readZipInput(input);
  return read.kind === 'zip' ? answerZip(read.zip, table, pages, nearbyMiles, region) : read;
}
