import { cities, type CitySlug, primaryCityPage } from '@/lib/content/cities';
import type { ZipTable } from './zip-lookup';

export interface ServedCity {
  slug: CitySlug;
  name: string;
  county: string;
  zipCodes: readonly string[];
  neighbourhoods: readonly string[];
  /** The city's richest page, where links about the city lead. */
  href: string;
}

/** Every city we serve, A to Z, with its ZIP codes, neighbourhoods and page. */
export function servedCities(): ServedCity[] {
  return cities
    .map((city) => ({
      slug: city.slug,
      name: city.name,
      county: city.county,
      zipCodes: city.zipCodes,
      neighbourhoods: city.neighbourhoods,
      href: `/${primaryCityPage(city.slug).slug}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The ZIP checker's table, built from the city records: each ZIP names its city (or cities). */
export function zipTable(list: readonly ServedCity[] = servedCities()): ZipTable {
  const zips: Record<string, number[]> = {};
  list.forEach((city, index) => {
    for (const zip of city.zipCodes) (zips[zip] ??= []).push(index);
  });
  return { places: list.map((city) => ({ city: city.name, href: city.href })), zips };
}

/** Every ZIP code served, sorted, each once. */
export function servedZipCodes(list: readonly ServedCity[] = servedCities()): string[] {
  return [...new Set(list.flatMap((city) => city.zipCodes))].sort();
}
