import type { ContactPoint, HomeAndConstructionBusiness, WithContext } from 'schema-dts';
import { business, businessIn } from '@/lib/content/business';
import type { Locale } from '@/lib/i18n/locale';
import { areaServedJsonLd } from './area-served';
import { absoluteUrl } from '../site/metadata';

/** The business's one node: every page defines it in full under this @id, with this one @type. */
export const businessId = `${business.siteUrl}/#business`;
export const businessType = 'HomeAndConstructionBusiness';
export const websiteId = `${business.siteUrl}/#website`;

/** The LocalBusiness-family record: who we are, where we work, when we answer, how we are paid. */
/**
 * How to reach the business, and in which languages each way answers: English always, Spanish
 * where the business record's `spanish` channels say so (docs/decisions/110-two-languages.md).
 */
function contactPoints(): ContactPoint[] {
  // Language codes (IETF BCP 47, as schema.org asks), the same in both languages' pages.
  const languages = (spanish: boolean) => (spanish ? ['en', 'es'] : ['en']);
  return [
    {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: business.phone.e164,
      areaServed: 'US',
      availableLanguage: languages(business.spanish.phone),
    },
    {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: business.email,
      availableLanguage: languages(business.spanish.email),
    },
  ];
}

/** The business, its words (the payment methods, the counties) in the page's language. */
export function localBusinessJsonLd(locale: Locale = 'en'): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': businessType,
    '@id': businessId,
    name: business.name,
    legalName: business.legalName,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
    email: business.email,
    image: absoluteUrl('/images/og-default.png'),
    logo: absoluteUrl('/favicon.svg'),
    foundingDate: String(business.foundedYear),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    areaServed: areaServedJsonLd(locale),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => `https://schema.org/${day}` as const,
        ) as never,
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: business.rating.best,
    },
    paymentAccepted: businessIn(locale).payment.methods.join(', '),
    sameAs: business.social.map((profile) => profile.url),
    contactPoint: contactPoints(),
  };
}
