import type { Metadata } from 'next';
import { business } from '@/lib/content/business';
import { type PageKey, pageIn, pageWordsIn } from '@/lib/content/pages';
import { spanishOf, spanishPageAt } from '@/lib/pages/registry';
import type { Locale } from '@/lib/i18n/locale';

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Defaults to `path`: a page that repeats another names the original here. */
  canonicalPath?: string;
  keywords?: string[];
  noindex?: boolean;
  type?: 'website' | 'article';
  image?: { path: string; alt: string };
  /** ISO dates of an article (type 'article'). */
  publishedTime?: string;
  modifiedTime?: string;
  /** The page's language; a Spanish page's path is its /es/ address. */
  locale?: Locale;
}

/** Original 1200x630 artwork (scripts/assets/og-image.ts); names no business detail, so it never goes stale. */
export const socialImage = (locale: Locale = 'en') => ({ path: '/images/og-default.png', alt: pageWordsIn(locale).shared.socialImageAlt });

/** Absolute URL on the one site address (content/business.json, NEXT_PUBLIC_SITE_URL at build). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The hreflang set of a page and its other-language twin, once the Spanish one has been reviewed
 * and both are indexable: each names itself and the other, and English is the default
 * (docs/decisions/110-two-languages.md). Undefined otherwise: no hreflang at all.
 */
export function languageAlternates(path: string, locale: Locale = 'en'): Record<string, string> | undefined {
  const page = locale === 'es' ? spanishPageAt(path) : spanishOf(path);
  if (!page?.spanish.reviewed) return undefined;
  const english = absoluteUrl(page.path);
  return { en: english, es: absoluteUrl(page.spanish.path), 'x-default': english };
}

/** A Spanish page a Spanish speaker has not read yet is served but kept out of search. */
function unreviewed(path: string, locale: Locale): boolean {
  return locale === 'es' && !spanishPageAt(path)?.spanish.reviewed;
}

/**
 * One metadata shape for every route: title, description, canonical, robots, Open Graph and
 * Twitter. The site checker (scripts/checks/check-site.ts) holds every exported page to it.
 */
export function pageMetadata(input: PageMetaInput): Metadata {
  const locale = input.locale ?? 'en';
  const canonical = absoluteUrl(input.canonicalPath ?? input.path);
  const noindex = input.noindex || unreviewed(input.path, locale);
  const languages = noindex || input.canonicalPath ? undefined : languageAlternates(input.path, locale);
  const image = input.image ?? socialImage(locale);
  const images = [{ url: absoluteUrl(image.path), width: 1200, height: 630, alt: image.alt }];
  const type = input.type ?? 'website';
  return {
    title: { absolute: input.title },
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical, ...(languages ? { languages } : {}) },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      url: canonical,
      siteName: business.name,
      title: input.title,
      description: input.description,
      locale: locale === 'es' ? 'es_US' : 'en_US',
      images,
      ...(type === 'article' ? { type, publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : { type }),
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, images },
  };
}

/** The metadata of a one-off page, all from its record in content/pages.json, in the page's language. */
export const recordPageMetadata = (key: PageKey) => (locale: Locale) => pageMetadata({ ...pageIn(key, locale), locale });
