import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { SpanishPageKey } from '@/lib/content/one-off-pages';
import type { Locale } from '@/lib/i18n/locale';
import { AboutPage, aboutMetadata } from './about-page';
import { AboutUsPage, aboutUsMetadata } from './about-us-page';
import { FaqPage, faqMetadata } from './faq-page';
import { PricingPage, pricingMetadata } from './pricing-page';
import { PrivacyPolicyPage, privacyMetadata } from './privacy-page';
import { ServiceAreaPage, serviceAreaMetadata } from './service-area-page';
import { ThankYouPage, thankYouMetadata } from './thank-you-page';
import { TroubleshootingPage, troubleshootingMetadata } from './troubleshooting-page';

/** What renders a one-off page and what its head says, in either language. */
export interface PageView {
  Page: (props: { locale: Locale }) => ReactNode;
  metadata: (locale: Locale) => Metadata;
}

/**
 * The one-off pages declared Spanish (lib/content/one-off-pages.ts), each with its view: the
 * Spanish pages share one route (their addresses are the Spanish files'), so only these pages'
 * islands load there. Typed over those keys: a Spanish page without a view, or a view of a page
 * that is not Spanish, fails the type-check. The home page has its own route (app/es/page.tsx).
 */
export const spanishStaticViews = {
  aboutUs: { Page: AboutUsPage, metadata: aboutUsMetadata },
  about: { Page: AboutPage, metadata: aboutMetadata },
  faq: { Page: FaqPage, metadata: faqMetadata },
  privacy: { Page: PrivacyPolicyPage, metadata: privacyMetadata },
  thankYou: { Page: ThankYouPage, metadata: thankYouMetadata },
  serviceArea: { Page: ServiceAreaPage, metadata: serviceAreaMetadata },
  pricing: { Page: PricingPage, metadata: pricingMetadata },
  troubleshooting: { Page: TroubleshootingPage, metadata: troubleshootingMetadata },
} satisfies Record<Exclude<SpanishPageKey, 'home'>, PageView>;
