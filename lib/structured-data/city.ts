import type { Service, WithContext } from 'schema-dts';
import type { CityPageRecord, CityRecord } from '@/lib/content/cities';
import type { CountyRecord } from '@/lib/content/counties';
import { fill } from '@/lib/content/fill';
import { servicesIn } from '@/lib/content/services';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';
import { countyName, townName } from './area-served';

/**
 * A city page as a Service offered by the business, with areaServed narrowed to that city, its
 * names and services in the page's language at the page's own address (`path`).
 */
export function cityServiceJsonLd(
  city: CityRecord,
  county: Pick<CountyRecord, 'name'>,
  page: Pick<CityPageRecord, 'h1' | 'description' | 'canonical'>,
  path: string,
  locale: Locale = 'en',
): WithContext<Service> {
  const url = absoluteUrl(page.canonical ? `/${page.canonical}` : path);
  const words = siteWordsIn(locale).structuredData;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: page.h1,
    description: page.description,
    serviceType: words.service,
    url,
    provider: { '@id': businessId },
    areaServed: {
      '@type': 'City',
      name: townName(city.name, locale),
      containedInPlace: { '@type': 'AdministrativeArea', name: countyName(county.name, locale) },
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: fill(words.townServices, { city: city.name }),
      itemListElement: servicesIn(locale).map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.name, url: absoluteUrl(service.path) },
      })),
    },
  };
}
