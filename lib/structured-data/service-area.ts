import type { ItemList, Service, WithContext } from 'schema-dts';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';
import { areaServedJsonLd } from './area-served';

/** A link in a list of place pages: its name and address. */
export interface PlaceLink {
  name: string;
  path: string;
}

/** An ordered list of place pages (a county's towns, the area's counties), as schema.org's ItemList. */
export function placeListJsonLd(id: string, places: readonly PlaceLink[]): ItemList {
  return {
    '@type': 'ItemList',
    '@id': id,
    numberOfItems: places.length,
    itemListElement: places.map((place, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: place.name,
      url: absoluteUrl(place.path),
    })),
  };
}

/** The service-area page as the business's garage door Service over every county of the area (all their ZIP codes are served). */
export function serviceAreaJsonLd(path: string, locale: Locale = 'en'): WithContext<Service> {
  const url = absoluteUrl(path);
  const { service } = siteWordsIn(locale).structuredData;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service,
    serviceType: service,
    url,
    provider: { '@id': businessId },
    areaServed: areaServedJsonLd(locale),
  };
}
