import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCityPage } from '@/lib/content/cities';
import { getService } from '@/lib/content/services';
import { CityPage } from '@/components/templates/city-page';
import { ServicePage } from '@/components/templates/service-page';
import { pageMetadata } from '@/lib/metadata';
import { topLevelSlugs } from '@/lib/routes';
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
  const page = getCityPage(slug) ?? getService(slug);
  if (!page) return {};
  const canonical = 'canonical' in page && page.canonical ? `/${page.canonical}` : undefined;
  return pageMetadata({ title: page.title, description: page.description, path: `/${slug}`, canonicalPath: canonical });
}

export default async function SlugPage({ params }: SlugPageProps) {
  const { slug } = await params;
  const cityPage = getCityPage(slug);
  if (cityPage) return <CityPage page={cityPage} locale={locale} />;
  const service = getService(slug);
  if (service) return <ServicePage service={service} locale={locale} />;
  notFound();
}
