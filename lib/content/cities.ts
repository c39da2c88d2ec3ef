import { buildRegistry } from './city-registry';
import type { CityOf, CityPageOf } from './city-types';
import { data as cityData, es as cityEs, type Slug as GeneratedCitySlug } from '@/lib/content/generated/cities';
import { localePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/locale';

export type { CityTemplate, FeaturedCopy, LongCopy, SelectOption, ShortCopy } from './city-types';

/** The cities we serve, one file each in content/cities/ (README, "Adding a city"), in Locations-menu order. */
export const cities: readonly CityRecord[] = [...cityData].sort((a, b) => a.menuPosition - b.menuPosition);

export type CitySlug = GeneratedCitySlug;
export type CityRecord = CityOf<CitySlug>;
export type CityPageRecord = CityPageOf<CitySlug>;

const registry = buildRegistry<CitySlug>(cities);

export const cityPages: readonly CityPageRecord[] = registry.cityPages;
export const getCity: (slug: CitySlug) => CityRecord = registry.getCity;
export const getCityPage: (slug: string) => CityPageRecord | undefined = registry.getCityPage;
export const primaryCityPage: (city: CitySlug) => CityPageRecord = registry.primaryCityPage;
export const citiesByMenuPosition: readonly CityRecord[] = registry.citiesByMenuPosition;
export const serviceAreaCityNames: readonly string[] = registry.serviceAreaCityNames;
export const emergencyAreaCities: readonly CitySlug[] = registry.emergencyAreaCities;
export const detectionCityNames: readonly string[] = registry.detectionCityNames;

/** Where a short-form page's 'Explore all services' link leads. */
export const exploreServicesHref = '/garage-door-repair';

/** A city's record in a page's language: its Spanish words where it has a Spanish file. */
export function cityIn(slug: CitySlug, locale: Locale): CityRecord {
  const spanish = locale === 'es' && cityEs.find((city) => city.key === slug);
  return spanish ? { ...spanish, slug } : getCity(slug);
}

/** The cities with a Spanish page. */
export const spanishCities: readonly CitySlug[] = cityEs.map((city) => city.key);

/**
 * A city's one page in a page's language: in English its richest page; in Spanish the page its
 * Spanish file gives (the richest layout it translates), at its /es/ address.
 */
export function cityPageIn(slug: CitySlug, locale: Locale): CityPageRecord | undefined {
  if (locale === 'en') return primaryCityPage(slug);
  const city = cityEs.find((spanish) => spanish.key === slug);
  const template = (['featured', 'long', 'short'] as const).find((name) => city?.pages[name]);
  const route = template && city?.pages[template]?.routes[0];
  return route ? { ...route, city: slug, template } : undefined;
}

/** Where a link to a city leads in a page's language: its Spanish page where it has one. */
export function cityPath(slug: CitySlug, locale: Locale): string {
  return localePath(`/${primaryCityPage(slug).slug}`, locale);
}
