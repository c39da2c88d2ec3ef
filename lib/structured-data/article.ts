import type { BlogPosting, WithContext } from 'schema-dts';
import type { Article } from '@/lib/content/articles';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl, socialImage } from '@/lib/site/metadata';

export function articlePath(post: Pick<Article, 'slug'>): string {
  return `/blog/${post.slug}`;
}

/** Word count of everything the article page renders as body text. */
export function articleWordCount(post: Pick<Article, 'text'>): number {
  return post.text.split(/\s+/).filter(Boolean).length;
}

/** BlogPosting (an Article) for one blog article page, written and published by the business's node. */
export function articleJsonLd(post: Article): WithContext<BlogPosting> {
  const url = absoluteUrl(articlePath(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    '@id': `${url}#article`,
    url,
    image: absoluteUrl(socialImage().path),
    wordCount: articleWordCount(post),
    inLanguage: 'en-US',
    author: { '@id': businessId },
    publisher: { '@id': businessId },
  };
}
