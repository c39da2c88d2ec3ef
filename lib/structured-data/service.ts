import type { Service, WithContext } from 'schema-dts';
import { areaServedJsonLd } from './area-served';
import type { ServiceRecord } from '@/lib/content/services';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';

export interface ServiceJsonLdOptions {
  /** City names a city page's service covers; without them, the whole service area. */
  cities?: readonly string[];
}

/** A service page as a schema.org Service, provided by the business record's @id. */
export function serviceJsonLd(
  service: Pick<ServiceRecord, 'slug' | 'name' | 'description' | 'kind'>,
  options: ServiceJsonLdOptions = {},
): WithContext<Service> {
  const url = absoluteUrl(`/${service.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.name,
    description: service.description,
    serviceType: service.kind === 'emergency' ? 'Emergency garage door repair' : service.name,
    url,
    provider: { '@id': businessId },
    areaServed: options.cities ? options.cities.map((name) => ({ '@type': 'City', name: `${name}, FL` })) : areaServedJsonLd(),
  };
}
