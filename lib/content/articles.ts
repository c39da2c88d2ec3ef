import { data as articleData } from '@/lib/content/generated/articles';
import type { Article } from './schemas/article';

export type { Article } from './schemas/article';

/** Every article in content/articles/, newest first; /blog lists them, each has /blog/{slug}. */
export const articles: readonly Article[] = articleData;

export function featuredArticle(): Article {
  return articles.find((article) => article.featured) ?? articles[0];
}

export function getArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
