import type { OfferCatalog, WithContext } from 'schema-dts';
import { pricing } from '@/lib/content/pricing';
import type { ServiceRecord } from '@/lib/content/services';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';

/**
 * The price guide as an OfferCatalog: one Offer per priced service, its range as a PriceSpecification
 * (minPrice/maxPrice in USD), pointing at the Service each service page describes.
 */
export function priceGuideJsonLd(
  services: readonly Pick<ServiceRecord, 'slug' | 'name' | 'path'>[],
  path: string,
  locale: Locale = 'en',
): WithContext<OfferCatalog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    '@id': `${absoluteUrl(path)}#prices`,
    name: siteWordsIn(locale).structuredData.priceGuide,
    url: absoluteUrl(path),
    itemListElement: services.flatMap((service) => {
      const range = pricing.services[service.slug as keyof typeof pricing.services];
      // A service without a price yet is not offered at one.
      if (!range) return [];
      const url = absoluteUrl(service.path);
      return {
        '@type': 'Offer',
        offeredBy: { '@id': businessId },
        itemOffered: { '@type': 'Service', name: service.name, url },
        priceCurrency: pricing.currency,
        // An open-ended range has no highest price to state.
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: range.min,
          ...(range.openEnded ? {} : { maxPrice: range.max }),
          priceCurrency: pricing.currency,
        },
      };
    }),
  };
}
