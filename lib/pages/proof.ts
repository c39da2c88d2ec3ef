/**
 * Proof on a place page: the page's own review, or else the nearest review the records hold,
 * with that review's own town (docs/product.md, place pages). Distances come from the ZIP
 * dataset's coordinates, as the place hierarchy's do; another place's review is never presented
 * as local. Build time only.
 */
import { cities, getCity, type CitySlug } from '@/lib/content/cities';
import { getCounty, type CountySlug } from '@/lib/content/counties';
import type { Review } from '@/lib/content/page-copy';
import { customerReviews, homeTestimonials } from '@/lib/content/reviews';
import { serviceCopy } from '@/lib/content/services';
import { centreOf, type Point } from '@/lib/service-area/places';
import { milesBetween } from '@/lib/service-area/region-zips';
import { countyOf, countyZipCodes, regionTable } from './places';

export interface PlaceProof {
  review: Review;
  /** Whether the review is the page's own place's (its town, or a town of its county). */
  local: boolean;
  /** The review's town, as its record names it (after the last comma: "The Oaks, Osprey" is Osprey). */
  town: string;
}

interface LocatedReview {
  review: Review;
  town: string;
  point: Point;
  county: string;
}

/** Where a review's town is: a town page's centre, or the dataset's ZIP codes of that name. */
function locate(review: Review): LocatedReview | null {
  const town = review.location.split(',').at(-1)!.trim();
  const city = cities.find((candidate) => candidate.name === town);
  const table = regionTable();
  const zips = city ? [...city.zipCodes] : Object.keys(table.zips).filter((zip) => table.zips[zip].place === town);
  const point = centreOf(zips, table);
  if (!point) return null;
  return { review, town, point, county: city ? countyOf(city).name : table.zips[zips[0]].county };
}

let pool: LocatedReview[] | undefined;
/** Every review the records hold that can be placed on the map, each once. */
function locatedReviews(): LocatedReview[] {
  const all = [
    ...cities.flatMap((city) => (city.review ? [city.review] : [])),
    ...customerReviews,
    ...homeTestimonials,
    ...Object.values(serviceCopy).map((copy) => copy.review),
  ];
  const unique = all.filter((review, index) => all.findIndex((other) => other.quote === review.quote) === index);
  pool ??= unique.flatMap((review) => locate(review) ?? []);
  return pool;
}

function nearestTo(point: Point, candidates: LocatedReview[]): LocatedReview | undefined {
  return [...candidates].sort((a, b) => milesBetween(point, a.point) - milesBetween(point, b.point))[0];
}

/** A town page's proof: its own review, or the nearest one, from its own town. */
export function townProof(slug: CitySlug): PlaceProof | null {
  const city = getCity(slug);
  if (city.review) return { review: city.review, local: true, town: city.name };
  const centre = centreOf(city.zipCodes, regionTable());
  const found = centre && nearestTo(centre, locatedReviews());
  return found ? { review: found.review, local: found.town === city.name, town: found.town } : null;
}

/** A county page's proof: the review nearest its centre from one of its towns, or else the nearest at all. */
export function countyProof(slug: CountySlug): PlaceProof | null {
  const county = getCounty(slug);
  const centre = centreOf(countyZipCodes(county), regionTable());
  if (!centre) return null;
  const reviews = locatedReviews();
  const own = nearestTo(
    centre,
    reviews.filter((entry) => entry.county === county.name),
  );
  const found = own ?? nearestTo(centre, reviews);
  return found ? { review: found.review, local: Boolean(own), town: found.town } : null;
}
