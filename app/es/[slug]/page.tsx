import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AboutPage, aboutMetadata } from '@/components/pages/about-page';
import { AboutUsPage, aboutUsMetadata } from '@/components/pages/about-us-page';
import { FaqPage, faqMetadata } from '@/components/pages/faq-page';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';
import { PricingPage, pricingMetadata } from '@/components/pages/pricing-page';
import { PrivacyPolicyPage, privacyMetadata } from '@/components/pages/privacy-page';
import { ServiceAreaPage, serviceAreaMetadata } from '@/components/pages/service-area-page';
import { ThankYouPage, thankYouMetadata } from '@/components/pages/thank-you-page';
import { TroubleshootingPage, troubleshootingMetadata } from '@/components/pages/troubleshooting-page';
import { CityPage, cityMetadata } from '@/components/templates/city-page';
import { ServicePage, serviceMetadata } from '@/components/templates/service-page';
import { cityPageIn } from '@/lib/content/cities';
import type { PageKey } from '@/lib/content/pages';
import { getService } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { spanishPages, type SpanishPage } from '@/lib/i18n/pages';

// Every Spanish page but the home page: the address is the Spanish file's slug, the kind of page
// and the English record it pairs with come from lib/i18n/pages (docs/decisions/110-two-languages.md).
export const dynamicParams = false;

type Routed = Exclude<SpanishPage, { kind: 'home' }>;

const routed = spanishPages.filter((page): page is Routed => page.kind !== 'home');

export function generateStaticParams() {
  return routed.map((page) => ({ slug: page.slug }));
}

const locale: Locale = 'es';

/** The one-off pages that have a Spanish version, by their key in content/pages.json. */
const staticPages: Partial<Record<PageKey, { Page: (props: { locale: Locale }) => React.ReactNode; metadata: (l: Locale) => Metadata }>> = {
  aboutUs: { Page: AboutUsPage, metadata: aboutUsMetadata },
  about: { Page: AboutPage, metadata: aboutMetadata },
  faq: { Page: FaqPage, metadata: faqMetadata },
  pricing: { Page: PricingPage, metadata: pricingMetadata },
  privacy: { Page: PrivacyPolicyPage, metadata: privacyMetadata },
  serviceArea: { Page: ServiceAreaPage, metadata: serviceAreaMetadata },
  thankYou: { Page: ThankYouPage, metadata: thankYouMetadata },
  troubleshooting: { Page: TroubleshootingPage, metadata: troubleshootingMetadata },
};

interface SpanishPageProps {
  params: Promise<{ slug: string }>;
}

async function pageAt(params: SpanishPageProps['params']): Promise<Routed> {
  const { slug } = await params;
  const page = routed.find((candidate) => candidate.slug === slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: SpanishPageProps): Promise<Metadata> {
  const page = await pageAt(params);
  if (page.kind === 'notFound') return notFoundMetadata(locale);
  if (page.kind === 'static') return staticPages[page.key]?.metadata(locale) ?? {};
  if (page.kind === 'service') return serviceMetadata(getService(page.key, locale)!, locale);
  return cityMetadata(cityPageIn(page.key, locale)!, locale);
}

export default async function Page({ params }: SpanishPageProps) {
  const page = await pageAt(params);
  if (page.kind === 'notFound') return <NotFoundPage locale={locale} />;
  if (page.kind === 'static') {
    const Static = staticPages[page.key]?.Page;
    if (!Static) notFound();
    return <Static locale={locale} />;
  }
  if (page.kind === 'service') return <ServicePage service={getService(page.key, locale)!} locale={locale} />;
  return <CityPage page={cityPageIn(page.key, locale)!} locale={locale} />;
}
