import { cities, cityPath, type CitySlug } from '@/lib/content/cities';
import type { Locale } from '@/lib/i18n/locale';
import type { RegionZipTable } from './region-zips';
import type { ZipPages } from './zip-lookup';

export interface ServedCity {
  slug: CitySlug;
  name: string;
  county: string;
  zipCodes: readonly string[];
  neighbourhoods: readonly string[];
  /** The city's page in the page's language (its richest English page), where links about the city lead. */
  href: string;
}

/** Every city we serve, A to Z, with its ZIP codes, neighbourhoods and page. */
export function servedCities(locale: Locale = 'en'): ServedCity[] {
  return cities
    .map((city) => ({
      slug: city.slug,
      name: city.name,
      county: city.county,
      zipCodes: city.zipCodes,
      neighbourhoods: city.neighbourhoods,
      href: cityPath(city.slug, locale),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The city pages the ZIP checker can answer with, by city slug. */
export function zipPages(list: readonly ServedCity[] = servedCities()): ZipPages {
  return Object.fromEntries(list.map((city) => [city.slug, { city: city.name, href: city.href }]));
}

export interface CountyZips {
  county: string;
  /** Each town of the county with its ZIP codes, A to Z. */
  places: { place: string; zips: string[] }[];
  count: number;
}

/** The region's ZIP codes by county (in the record's order), then by town: the list readable without JavaScript. */
export function zipsByCounty(table: RegionZipTable): CountyZips[] {
  return table.counties.map((county) => {
    const places = new Map<string, string[]>();
    for (const [zip, row] of Object.entries(table.zips)) {
      if (row.county === county) places.set(row.place, [...(places.get(row.place) ?? []), zip]);
    }
    return {
      county,
      places: [...places].map(([place, zips]) => ({ place, zips: zips.sort() })).sort((a, b) => a.place.localeCompare(b.place)),
      count: [...places.values()].reduce((sum, zips) => sum + zips.length, 0),
    };
  });
}
