import type { AdministrativeArea } from 'schema-dts';
import { fill } from '@/lib/content/fill';
import { serviceArea } from '@/lib/content/service-area';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The whole service area as schema.org places: every county of the service-area record (all
 * their ZIP codes are served), named in the page's language. One list on the business, whatever
 * the number of town pages.
 */
export function areaServedJsonLd(locale: Locale = 'en', area = serviceArea): AdministrativeArea[] {
  return area.counties.map((county): AdministrativeArea => ({
    '@type': 'AdministrativeArea',
    name: countyName(county, locale, area.state),
  }));
}

/** "Sarasota County, FL", "Condado de Sarasota, FL". */
export const countyName = (county: string, locale: Locale, state = serviceArea.state) =>
  fill(siteWordsIn(locale).structuredData.county, { county, state });

/** "Sarasota, FL". */
export const townName = (city: string, locale: Locale, state = serviceArea.state) =>
  fill(siteWordsIn(locale).structuredData.city, { city, state });
