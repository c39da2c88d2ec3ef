import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageOf, isViewed, metadataOf } from '@/components/pages/views';
import type { Locale } from '@/lib/i18n/locale';
import { sitePages } from '@/lib/pages/registry';

const locale: Locale = 'en';

/**
 * Every English page at the top level of the site (one-off, service, county and city pages), from
 * the page registry (lib/pages/registry.ts). The home page, the blog and its articles have their
 * own routes.
 */
export const dynamicParams = false;

const ownRoutes = new Set(['/', '/blog']);
const routed = sitePages.filter(isViewed).filter((page) => !ownRoutes.has(page.path));

export function generateStaticParams() {
  return routed.map((page) => ({ slug: page.path.slice(1) }));
}

interface SlugPageProps {
  params: Promise<{ slug: string }>;
}

async function pageAt(params: SlugPageProps['params']) {
  const { slug } = await params;
  const page = routed.find((candidate) => candidate.path === `/${slug}`);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  return metadataOf(await pageAt(params), locale);
}

export default async function SlugPage({ params }: SlugPageProps) {
  return <PageOf page={await pageAt(params)} locale={locale} />;
}
