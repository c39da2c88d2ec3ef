/**
 * Where the places are, from the region's ZIP table (ZIP dataset coordinates): each city's centre,
 * how far it is from the shop, whether a page there may promise the emergency arrival time, and
 * its nearest neighbours (docs/decisions/073-place-pages.md). Pure: the pages pass the table the
 * build wrote, the tests one built from the dataset.
 */
import { milesBetween, type RegionZipTable } from './region-zips';

export interface Point {
  lat: number;
  lon: number;
}

export interface PlaceInput<Slug extends string = string> {
  slug: Slug;
  zipCodes: readonly string[];
}

/** The mean of a place's ZIP codes' coordinates; null when the table has none of them. */
export function centreOf(zipCodes: readonly string[], table: RegionZipTable): Point | null {
  const points = zipCodes.flatMap((zip) => (Object.hasOwn(table.zips, zip) ? [table.zips[zip]] : []));
  if (points.length === 0) return null;
  return {
    lat: points.reduce((sum, point) => sum + point.lat, 0) / points.length,
    lon: points.reduce((sum, point) => sum + point.lon, 0) / points.length,
  };
}

/** How a place is served: the emergency arrival time near the shop, the county's crew days farther out. */
export type Reach = 'arrival' | 'scheduled';

/** The fewest and most neighbours a city page links, and how far the ones past the fewest may be. */
const neighbours = { fewest: 3, most: 5, withinMiles: 25 } as const;

export interface PlaceMap<Slug extends string> {
  /** Whole miles from the shop's ZIP code to the place's centre. */
  milesFromShop: (slug: Slug) => number;
  reach: (slug: Slug) => Reach;
  /** The place's nearest other places, nearest first: at least `fewest`, then up to `most` within `withinMiles`. */
  nearest: (slug: Slug) => Slug[];
}

/**
 * The map of a list of places. `shopZip` is the business address's ZIP code; `arrivalMiles` the
 * service-area record's distance within which a page promises the arrival time.
 */
export function placeMap<Slug extends string>(
  places: readonly PlaceInput<Slug>[],
  table: RegionZipTable,
  { shopZip, arrivalMiles }: { shopZip: string; arrivalMiles: number },
): PlaceMap<Slug> {
  const shop = centreOf([shopZip], table);
  if (!shop) throw new Error(`The business address's ZIP code ${shopZip} is not in the service area's ZIP table`);
  const centres = new Map(
    places.map((place) => {
      const centre = centreOf(place.zipCodes, table);
      if (!centre) throw new Error(`None of ${place.slug}'s ZIP codes is in the service area's ZIP table`);
      return [place.slug, centre];
    }),
  );
  const centre = (slug: Slug): Point => {
    const found = centres.get(slug);
    if (!found) throw new Error(`Unknown place ${slug}`);
    return found;
  };
  const milesFromShop = (slug: Slug) => Math.round(milesBetween(shop, centre(slug)));
  return {
    milesFromShop,
    reach: (slug) => (milesFromShop(slug) <= arrivalMiles ? 'arrival' : 'scheduled'),
    nearest: (slug) => {
      const from = centre(slug);
      const others = places
        .filter((place) => place.slug !== slug)
        .map((place) => ({ slug: place.slug, miles: milesBetween(from, centre(place.slug)) }))
        .sort((a, b) => a.miles - b.miles);
      return others
        .filter((other, index) => index < neighbours.fewest || (index < neighbours.most && other.miles <= neighbours.withinMiles))
        .map((other) => other.slug);
    },
  };
}
