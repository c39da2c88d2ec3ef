/**
 * The ZIP checker's logic: pure, and small enough to ship to the browser. The table comes from
 * the city records (lib/service-area.ts builds it on the server and hands it to the island).
 */
export interface ZipPlace {
  city: string;
  href: string;
}

/** Places served, and for each ZIP code the indexes of its places (a ZIP can span two). */
export interface ZipTable {
  places: readonly ZipPlace[];
  zips: Readonly<Record<string, readonly number[]>>;
}

export type ZipAnswer =
  | { kind: 'empty' }
  | { kind: 'malformed'; input: string }
  | { kind: 'served'; zip: string; places: ZipPlace[] }
  | { kind: 'unserved'; zip: string };

/** The five-digit ZIP in what a visitor typed ("34275", " 34275 ", "34275-1234"), or null. */
export function normalizeZip(input: string): string | null {
  const match = /^(\d{5})(?:[-\s]?\d{4})?$/.exec(input.trim());
  return match ? match[1] : null;
}

export function lookupZip(input: string, table: ZipTable): ZipAnswer {
  if (!input.trim()) return { kind: 'empty' };
  const zip = normalizeZip(input);
  if (!zip) return { kind: 'malformed', input: input.trim() };
  const indexes = table.zips[zip];
  if (!indexes?.length) return { kind: 'unserved', zip };
  return { kind: 'served', zip, places: indexes.map((index) => table.places[index]) };
}
