// What the ZIP checker answers with: the town pages and the county pages with the shop's reach rule.
// Types only, shared by the table (region-zips.ts) and the lookup (zip-lookup.ts).

export interface ZipPlace {
  city: string;
  href: string;
}

/** The city pages a ZIP can answer with, by city slug. */
export type ZipPages = Readonly<Record<string, ZipPlace>>;

/** A county's page and its crew days, as an answer names them. */
export interface ZipCounty {
  name: string;
  href: string;
  days: string;
}

/**
 * What decides how a ZIP is served beyond its city page: its county's page (by the dataset's
 * county name), and the shop's place with the distance within which the arrival time is promised.
 */
export interface ZipRegion {
  counties: Readonly<Record<string, ZipCounty>>;
  shop: { lat: number; lon: number };
  arrivalMiles: number;
}
