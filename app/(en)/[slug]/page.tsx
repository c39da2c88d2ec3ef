import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCityPage } from '@/lib/content/cities';
import { getService } from '@/lib/content/services';
import { CityPage, cityMetadata } from '@/components/templates/city-page';
import { ServicePage, serviceMetadata } from '@/components/templates/service-page';
import { topLevelSlugs } from '@/lib/site/routes';
import type { Locale } from '@/lib/i18n/locale';

const locale: Locale = 'en';

/** City and service pages share the top level of the site, so one route serves both kinds. */
export const dynamicParams = false;

export function generateStaticParams() {
  return topLevelSlugs().map((slug) => ({ slug }));
}

interface SlugPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const { slug } = await params;
  const cityPage = getCityPage(slug);
  if (cityPage) return cityMetadata(cityPage, locale);
  const service = getService(slug);
  return service ? serviceMetadata(service, locale) : {};
}

export default async function SlugPage({ params }: SlugPageProps) {
  const { slug } = await params;
  const cityPage = getCityPage(slug);
  if (cityPage) return <CityPage page={cityPage} locale={locale} />;
  const service = getService(slug);
  if (service) return <ServicePage service={service} locale={locale} />;
  notFound();
}
