import { buildRegistry } from './city-registry';
import type { CityOf, CityPageOf } from './city-types';
import { data as cityData, es as cityEs, type Slug as GeneratedCitySlug } from '@/lib/content/generated/cities';
import type { Locale } from '@/lib/i18n/locale';

export type { CityTemplate, FeaturedCopy, LongCopy, SelectOption, ShortCopy } from './city-types';

/** The cities we serve, one file each in content/cities/ (OWNER.md, "Adding a place"), A to Z. */
export const cities: readonly CityRecord[] = [...cityData].sort((a, b) => a.name.localeCompare(b.name));

export type CitySlug = GeneratedCitySlug;
export type CityRecord = CityOf<CitySlug>;
export type CityPageRecord = CityPageOf<CitySlug>;

const registry = buildRegistry<CitySlug>(
  cities,
  cityEs.map((city) => ({ ...city, slug: city.key })),
);

export const cityPages: readonly CityPageRecord[] = registry.cityPages;
export const getCity: (slug: CitySlug) => CityRecord = registry.getCity;
export const getCityPage: (slug: string) => CityPageRecord | undefined = registry.getCityPage;
export const primaryCityPage: (city: CitySlug) => CityPageRecord = registry.primaryCityPage;
export const cityPath: (city: CitySlug, locale: Locale) => string = registry.cityPath;
export const hasSpanishCity: (city: CitySlug) => boolean = registry.hasSpanish;
export const cityIn: (city: CitySlug, locale: Locale) => CityRecord = registry.cityIn;
export const cityPageIn: (city: CitySlug, locale: Locale) => CityPageRecord | undefined = registry.cityPageIn;
export const detectionCityNames: readonly string[] = registry.detectionCityNames;

/** Where a short-form page's 'Explore all services' link leads. */
export const exploreServicesHref = '/garage-door-repair';
