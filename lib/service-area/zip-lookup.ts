/**
 * The ZIP checker's logic: pure, and small enough to ship to the browser. The table is the
 * region's (lib/service-area/region-zips.ts); the city pages come from the city records, handed over by the
 * server.
 */
import type { RegionZipTable } from './region-zips';

export interface ZipPlace {
  city: string;
  href: string;
}

/** The city pages a ZIP can answer with, by city slug. */
export type ZipPages = Readonly<Record<string, ZipPlace>>;

export type ZipInput = { kind: 'empty' } | { kind: 'malformed'; input: string } | { kind: 'zip'; zip: string };

export type ZipAnswer =
  | Exclude<ZipInput, { kind: 'zip' }>
  /** A ZIP of a city we have a page for. */
  | { kind: 'served'; zip: string; places: ZipPlace[] }
  /**
   * Elsewhere in the region: served; `nearest` holds the closest city page only when it lies
   * within the record's distance, so a town far from every page is never told it is local.
   */
  | { kind: 'region'; zip: string; place: string; county: string; nearest: ZipPlace[] }
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

/** `nearbyMiles`: how far from a city page a ZIP may lie and still be offered it (the service-area record). */
export function answerZip(zip: string, table: RegionZipTable, pages: ZipPages, nearbyMiles: number): ZipAnswer {
  const row = Object.hasOwn(table.zips, zip) ? table.zips[zip] : undefined;
  if (!row) return { kind: 'unserved', zip };
  const places = row.cities.flatMap((slug) => (pages[slug] ? [pages[slug]] : []));
  if (row.match !== 'nearest') return { kind: 'served', zip, places };
  const near = row.miles !== undefined && row.miles <= nearbyMiles;
  return { kind: 'region', zip, place: row.place, county: row.county, nearest: near ? places : [] };
}

export function lookupZip(input: string, table: RegionZipTable, pages: ZipPages, nearbyMiles: number): ZipAnswer {
  const read = readZipInput(input);
  return read.kind === 'zip' ? answerZip(read.zip, table, pages, nearbyMiles) : read;
}
