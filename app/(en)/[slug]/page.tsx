import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TemplatePageOf, isTemplatePage, templateMetadata } from '@/components/pages/template-views';
import type { Locale } from '@/lib/i18n/locale';
import { sitePages } from '@/lib/pages/registry';

const locale: Locale = 'en';

/**
 * The service, town and county pages, from the page registry (lib/pages/registry.ts): they share
 * the top level of the site, so one route serves them. One-off pages have folders of their own.
 */
export const dynamicParams = false;

const routed = sitePages.filter(isTemplatePage);

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
  return templateMetadata(await pageAt(params), locale);
}

export default async function SlugPage({ params }: SlugPageProps) {
  return <TemplatePageOf page={await pageAt(params)} locale={locale} />;
}
