import type { BlogPosting, WithContext } from 'schema-dts';
import { business } from '@/lib/content/business';
import type { Article } from '@/lib/content/articles';
import { businessId } from '@/lib/jsonld';
import { absoluteUrl, defaultSocialImage } from '@/lib/metadata';

export function articlePath(post: Pick<Article, 'slug'>): string {
  return `/blog/${post.slug}`;
}

/** Word count of everything the article page renders as body text. */
export function articleWordCount(post: Pick<Article, 'text'>): number {
  return post.text.split(/\s+/).filter(Boolean).length;
}

/** BlogPosting (an Article) for one blog article page, published by the business. */
export function articleJsonLd(post: Article): WithContext<BlogPosting> {
  const url = absoluteUrl(articlePath(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(defaultSocialImage.path),
    wordCount: articleWordCount(post),
    inLanguage: 'en-US',
    author: { '@type': 'Organization', '@id': businessId, name: business.name, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', '@id': businessId, name: business.name, logo: absoluteUrl('/favicon.svg') },
  };
}
