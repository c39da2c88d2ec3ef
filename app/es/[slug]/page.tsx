import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';
import { spanishStaticViews } from '@/components/pages/spanish-views';
import { TemplatePageOf, isTemplatePage, templateMetadata } from '@/components/pages/template-views';
import { type Locale, spanishHome } from '@/lib/i18n/locale';
import { notFoundPaths, spanishPages } from '@/lib/pages/registry';

// Every Spanish page but the home page, from the page registry (lib/pages/registry.ts): the
// address is the Spanish file's slug; /es/404 is the Spanish not-found page the host files serve
// for unknown /es/ addresses (docs/decisions/110-two-languages.md).
export const dynamicParams = false;

const locale: Locale = 'es';
const routed = spanishPages.filter((page) => page.spanish.path !== spanishHome);
const slugOf = (path: string) => path.slice(spanishHome.length + 1);

export function generateStaticParams() {
  return [...routed.map((page) => ({ slug: slugOf(page.spanish.path) })), { slug: slugOf(notFoundPaths.es) }];
}

interface SpanishPageProps {
  params: Promise<{ slug: string }>;
}

async function pageAt(params: SpanishPageProps['params']) {
  const { slug } = await params;
  if (`${spanishHome}/${slug}` === notFoundPaths.es) return null;
  const page = routed.find((candidate) => candidate.spanish.path === `${spanishHome}/${slug}`);
  if (!page) notFound();
  return page;
}

/** The view of a one-off Spanish page (the registry lists only pages that can be Spanish). */
const staticView = (key: string) => {
  const view = spanishStaticViews[key as keyof typeof spanishStaticViews];
  if (!view) throw new Error(`No Spanish view for the one-off page ${key}`);
  return view;
};

export async function generateMetadata({ params }: SpanishPageProps): Promise<Metadata> {
  const page = await pageAt(params);
  if (!page) return notFoundMetadata(locale);
  if (isTemplatePage(page)) return templateMetadata(page, locale);
  return staticView(page.key).metadata(locale);
}

export default async function SpanishPage({ params }: SpanishPageProps) {
  const page = await pageAt(params);
  if (!page) return <NotFoundPage locale={locale} />;
  if (isTemplatePage(page)) return <TemplatePageOf page={page} locale={locale} />;
  const { Page } = staticView(page.key);
  return <Page locale={locale} />;
}
