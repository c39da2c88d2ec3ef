import type { Metadata } from 'next';
import { business } from '@/lib/content/business';
import { pageWords } from '@/lib/content/pages';

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
}

/** Original 1200x630 artwork (scripts/assets/og-image.ts); names no business detail, so it never goes stale. */
export const defaultSocialImage = {
  path: '/images/og-default.png',
  alt: pageWords('en').shared.socialImageAlt,
};

/** Absolute URL on the one site address (content/business.json, NEXT_PUBLIC_SITE_URL at build). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * One metadata shape for every route: title, description, canonical, robots, Open Graph and
 * Twitter. The site checker (scripts/checks/check-site.ts) holds every exported page to it.
 */
export function pageMetadata(input: PageMetaInput): Metadata {
  const canonical = absoluteUrl(input.canonicalPath ?? input.path);
  const image = input.image ?? defaultSocialImage;
  const images = [{ url: absoluteUrl(image.path), width: 1200, height: 630, alt: image.alt }];
  const type = input.type ?? 'website';
  return {
    title: { absolute: input.title },
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical },
    robots: input.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      url: canonical,
      siteName: business.name,
      title: input.title,
      description: input.description,
      locale: 'en_US',
      images,
      ...(type === 'article' ? { type, publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : { type }),
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, images },
  };
}
