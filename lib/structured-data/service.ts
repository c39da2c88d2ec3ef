import type { Service, WithContext } from 'schema-dts';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { areaServedJsonLd, townName } from './area-served';
import type { ServiceRecord } from '@/lib/content/services';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';

export interface ServiceJsonLdOptions {
  /** City names a city page's service covers; without them, the whole service area. */
  cities?: readonly string[];
  /** The page's language: the names and labels are its words. */
  locale?: Locale;
}

/** A service page as a schema.org Service, provided by the business record's @id. */
export function serviceJsonLd(
  service: Pick<ServiceRecord, 'name' | 'description' | 'kind' | 'path'>,
  { cities, locale = 'en' }: ServiceJsonLdOptions = {},
): WithContext<Service> {
  const url = absoluteUrl(service.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.name,
    description: service.description,
    serviceType: service.kind === 'emergency' ? siteWordsIn(locale).structuredData.emergency : service.name,
    url,
    provider: { '@id': businessId },
    areaServed: cities ? cities.map((name) => ({ '@type': 'City', name: townName(name, locale) })) : areaServedJsonLd(locale),
  };
}
