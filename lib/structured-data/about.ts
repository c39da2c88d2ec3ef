import type { AboutPage, WithContext } from 'schema-dts';
import { business } from '@/lib/content/business';
import { areaServedJsonLd } from './area-served';
import { businessId } from '@/lib/jsonld';
import { absoluteUrl } from '@/lib/metadata';

export interface AboutPageInput {
  path: string;
  title: string;
  description: string;
}

/** AboutPage pointing at the business record (by @id) that the page describes. */
export function aboutPageJsonLd(page: AboutPageInput): WithContext<AboutPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url: absoluteUrl(page.path),
    name: page.title,
    description: page.description,
    mainEntity: {
      '@type': 'HomeAndConstructionBusiness',
      '@id': businessId,
      name: business.name,
      foundingDate: String(business.foundedYear),
      telephone: business.phone.e164,
      email: business.email,
      areaServed: areaServedJsonLd(),
    },
  };
}
