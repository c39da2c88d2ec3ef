/**
 * The cities we serve: one file per city, one entry per city below. Routes, menus, the footer,
 * service-area lists, the business's area served, city detection, the city forms and the
 * sitemap all derive from this list; to add a city, copy a city's file, rename it inside and
 * add it here (README, "Adding a city").
 */
import { bradenton } from './bradenton';
import { englewood } from './englewood';
import { lakewoodRanch } from './lakewood-ranch';
import { nokomis } from './nokomis';
import { northPort } from './north-port';
import { osprey } from './osprey';
import { palmetto } from './palmetto';
import { puntaGorda } from './punta-gorda';
import { buildRegistry } from './registry';
import { sarasota } from './sarasota';
import { siestaKey } from './siesta-key';
import type { CityDefinition, CityPageOf } from './types';
import { venice } from './venice';

export type { CityRoute, CitySelect, CityTemplate, CityVariant, FeaturedCopy, LongCopy, SelectOption, ShortCopy } from './types';

/** In the order service-area lists and the business's area served name them. */
export const cities = [sarasota, venice, bradenton, northPort, lakewoodRanch, palmetto, puntaGorda, englewood, nokomis, osprey, siestaKey] as const;

export type CitySlug = (typeof cities)[number]['slug'];
export type CityRecord = CityDefinition<CitySlug>;
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
