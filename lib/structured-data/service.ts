import type { Service, WithContext } from 'schema-dts';
import { serviceAreaCityNames } from '@/lib/content/cities';
import type { ServiceRecord } from '@/lib/content/services';
import { businessId } from '@/lib/jsonld';
import { absoluteUrl } from '@/lib/metadata';

export interface ServiceJsonLdOptions {
  /** City names this service page covers; defaults to the whole service area. */
  cities?: readonly string[];
}

/** A service page as a schema.org Service, provided by the business record's @id. */
export function serviceJsonLd(service: Pick<ServiceRecord, 'slug' | 'name' | 'description' | 'kind'>, options: ServiceJsonLdOptions = {}): WithContext<Service> {
  const url = absoluteUrl(`/${service.slug}`);
  const cities = options.cities ?? serviceAreaCityNames;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.name,
    description: service.description,
    serviceType: service.kind === 'emergency' ? 'Emergency garage door repair' : service.name,
    url,
    provider: { '@id': businessId },
    areaServed: cities.map((name) => ({ '@type': 'City', name: `${name}, FL` })),
  };
}
