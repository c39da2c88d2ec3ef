import type { City, Service, WithContext } from 'schema-dts';
import { business } from '@/lib/content/business';
import { serviceArea } from '@/lib/content/service-area';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';
import type { ServedCity } from '@/lib/service-area';
import { areaServedJsonLd } from './area-served';

/**
 * The service-area page as the business's garage door Service: every county of the area, then each
 * City that has a page. A City
 * has no postal-code property of its own, so each ZIP code is one of the city's PostalAddress
 * values, with the county as the place that contains it.
 */
export function serviceAreaJsonLd(cities: readonly ServedCity[], path: string): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#service`,
    name: 'Garage door repair and installation',
    serviceType: 'Garage door repair and installation',
    url: absoluteUrl(path),
    provider: { '@id': businessId },
    areaServed: [
      ...areaServedJsonLd(serviceArea, []),
      ...cities.map((city): City => ({
        '@type': 'City',
        name: `${city.name}, FL`,
        url: absoluteUrl(city.href),
        containedInPlace: { '@type': 'AdministrativeArea', name: `${city.county}, Florida` },
        address: city.zipCodes.map((postalCode) => ({
          '@type': 'PostalAddress',
          addressLocality: city.name,
          addressRegion: business.address.region,
          postalCode,
          addressCountry: business.address.country,
        })),
      })),
    ],
  };
}
