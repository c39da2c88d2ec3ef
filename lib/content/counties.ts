import { type Locale, spanishAddress } from '@/lib/i18n/locale';
import { data as countyData, es as countyEs, type Slug as GeneratedCountySlug } from '@/lib/content/generated/counties';
import { fill } from './fill';
import type { County } from './schemas/county';
import type { ServiceAreaRecord } from './schemas/service-area';
import { serviceArea } from './service-area';
import * as words from './service-area-words';
import { siteWordsIn } from './site';

export type CountySlug = GeneratedCountySlug;
export type CountyRecord = County & { slug: CountySlug };

/** The counties of the service area, one file each in content/counties/, in the service-area record's order (north to south). */
export const counties: readonly CountyRecord[] = serviceArea.counties.flatMap((name) =>
  countyData.filter((county) => county.name === name),
);

export function getCounty(slug: CountySlug): CountyRecord {
  const county = counties.find((candidate) => candidate.slug === slug);
  if (!county) throw new Error(`Unknown county ${slug}`);
  return county;
}

/** A county's record in a page's language; a Spanish page asks only for counties with a Spanish file. */
export function countyIn(slug: CountySlug, locale: Locale): CountyRecord {
  if (locale === 'en') return getCounty(slug);
  const spanish = countyEs.find((county) => county.key === slug);
  if (!spanish) throw new Error(`A Spanish page asked for content/counties/${slug}.es.json, which does not exist`);
  return { ...spanish, slug };
}

/** Whether a county has a Spanish file (and so a Spanish page). */
export const hasSpanishCounty = (slug: CountySlug) => countyEs.some((county) => county.key === slug);

/** Where a link to a county's page leads in a page's language: its Spanish page where it has one, else the English page. */
export function countyPath(slug: CountySlug, locale: Locale): string {
  const spanish = locale === 'es' ? countyEs.find((county) => county.key === slug) : undefined;
  return spanish ? spanishAddress(spanish.route.slug) : `/${getCounty(slug).route.slug}`;
}

/** The Spanish county pages: each county's key, Spanish address and whether a Spanish speaker has read it. */
export const spanishCounties = countyEs.map((county) => ({ key: county.key, slug: county.route.slug, reviewed: county.reviewed }));

/** The counties in words ("the nine counties from Hernando to Collier"), in a page's language. */
const phrases = (locale: Locale) => siteWordsIn(locale).phrases;

/** "Hillsborough County", "el condado de Hillsborough": a county by name, as a sentence says it. */
export const countyName = (name: string, locale: Locale = 'en') => fill(phrases(locale).county, { county: name });

export const countyCountWord = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') =>
  words.countyCountWord(area, phrases(locale));
export const countyList = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') => words.countyList(area, phrases(locale));
export const countySpan = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') => words.countySpan(area, phrases(locale));
