import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { PageKey } from '@/lib/content/pages';
import { cityPageIn } from '@/lib/content/cities';
import { getService } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import type { SitePage } from '@/lib/pages/registry';
import { CityPage, cityMetadata } from '@/components/templates/city-page';
import { CountyPage, countyMetadata } from '@/components/templates/county-page';
import { ServicePage, serviceMetadata } from '@/components/templates/service-page';
import { AboutPage, aboutMetadata } from './about-page';
import { AboutUsPage, aboutUsMetadata } from './about-us-page';
import { BlogPage, blogMetadata } from './blog-page';
import { FaqPage, faqMetadata } from './faq-page';
import { GalleryPage, galleryMetadata } from './gallery-page';
import { HomePage, homeMetadata } from './home-page';
import { PricingPage, pricingMetadata } from './pricing-page';
import { PrivacyPolicyPage, privacyMetadata } from './privacy-page';
import { ReviewUsPage, reviewUsMetadata } from './review-us-page';
import { ReviewsPage, reviewsMetadata } from './reviews-page';
import { ServiceAreaPage, serviceAreaMetadata } from './service-area-page';
import { ThankYouPage, thankYouMetadata } from './thank-you-page';
import { TroubleshootingPage, troubleshootingMetadata } from './troubleshooting-page';

/** What renders a one-off page and what its head says, in either language. */
export interface PageView {
  Page: (props: { locale: Locale }) => ReactNode | Promise<ReactNode>;
  metadata: (locale: Locale) => Metadata;
}

/**
 * The view of each one-off page of the registry (lib/pages/registry.ts): typed over every key of
 * content/pages.json, so a page added there without a view, or a view without a page, fails the
 * type-check.
 */
export const staticViews = {
  home: { Page: HomePage, metadata: homeMetadata },
  aboutUs: { Page: AboutUsPage, metadata: aboutUsMetadata },
  about: { Page: AboutPage, metadata: aboutMetadata },
  faq: { Page: FaqPage, metadata: faqMetadata },
  reviews: { Page: ReviewsPage, metadata: reviewsMetadata },
  gallery: { Page: GalleryPage, metadata: galleryMetadata },
  blog: { Page: BlogPage, metadata: blogMetadata },
  privacy: { Page: PrivacyPolicyPage, metadata: privacyMetadata },
  thankYou: { Page: ThankYouPage, metadata: thankYouMetadata },
  reviewUs: { Page: ReviewUsPage, metadata: reviewUsMetadata },
  serviceArea: { Page: ServiceAreaPage, metadata: serviceAreaMetadata },
  pricing: { Page: PricingPage, metadata: pricingMetadata },
  troubleshooting: { Page: TroubleshootingPage, metadata: troubleshootingMetadata },
} satisfies Record<PageKey, PageView>;

/** The pages the views render: every kind but articles, which have their own route (app/(en)/blog/[slug]). */
export type Viewed = Exclude<SitePage, { kind: 'article' }>;

export const isViewed = <P extends SitePage>(page: P): page is P & Viewed => page.kind !== 'article';

/** A page of the registry, rendered in a language. */
export function PageOf({ page, locale }: { page: Viewed; locale: Locale }) {
  switch (page.kind) {
    case 'static': {
      const { Page } = staticViews[page.key];
      return <Page locale={locale} />;
    }
    case 'service':
      return <ServicePage service={getService(page.key, locale)!} locale={locale} />;
    case 'city':
      return <CityPage page={locale === 'en' ? page.route : cityPageIn(page.key, locale)!} locale={locale} />;
    case 'county':
      return <CountyPage county={page.key} locale={locale} />;
  }
}

/** The head of a page of the registry in a language. */
export function metadataOf(page: Viewed, locale: Locale): Metadata {
  switch (page.kind) {
    case 'static':
      return staticViews[page.key].metadata(locale);
    case 'service':
      return serviceMetadata(getService(page.key, locale)!, locale);
    case 'city':
      return cityMetadata(locale === 'en' ? page.route : cityPageIn(page.key, locale)!, locale);
    case 'county':
      return countyMetadata(page.key, locale);
  }
}
