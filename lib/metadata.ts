import type { Metadata } from 'next';
import { business } from '@/content/business';

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
}

export const defaultSocialImage = { path: '/images/og-default.png', alt: `${business.name}: garage door repair in Southwest Florida` };

export function absoluteUrl(path: string): string {
  return path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${path}`;
}

/** One metadata shape for every route: title, description, canonical, Open Graph and Twitter. */
export function pageMetadata(input: PageMetaInput): Metadata {
  const canonical = absoluteUrl(input.canonicalPath ?? input.path);
  const image = input.image ?? defaultSocialImage;
  const images = [{ url: absoluteUrl(image.path), width: 1200, height: 630, alt: image.alt }];
  return {
    title: { absolute: input.title },
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical },
    robots: input.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: input.type ?? 'website',
      url: canonical,
      siteName: business.name,
      title: input.title,
      description: input.description,
      locale: 'en_US',
      images,
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, images },
  };
}
