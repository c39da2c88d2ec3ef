import type { Service, WithContext } from 'schema-dts';
import type { CityPageRecord, CityRecord } from '@/lib/content/cities';
import type { CountyRecord } from '@/lib/content/counties';
import { services } from '@/lib/content/services';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';

/** A city page as a Service offered by the business, with areaServed narrowed to that city. */
export function cityServiceJsonLd(
  city: CityRecord,
  county: Pick<CountyRecord, 'name'>,
  page: Pick<CityPageRecord, 'slug' | 'h1' | 'description' | 'canonical'>,
): WithContext<Service> {
  const url = absoluteUrl(`/${page.canonical ?? page.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: page.h1,
    description: page.description,
    serviceType: 'Garage door repair and installation',
    url,
    provider: { '@id': businessId },
    areaServed: {
      '@type': 'City',
      name: `${city.name}, FL`,
      containedInPlace: { '@type': 'AdministrativeArea', name: `${county.name} County, Florida` },
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `Garage door services in ${city.name}`,
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.name, url: absoluteUrl(`/${service.slug}`) },
      })),
    },
  };
}
