import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPosts, getBlogPost } from '@/content/blog';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }));
}

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const post = getBlogPost((await params).slug);
  if (!post) return {};
  return pageMetadata({ title: post.title, description: post.description, path: `/blog/${post.slug}`, type: 'article' });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const post = getBlogPost((await params).slug);
  if (!post) notFound();
  return <PageHero eyebrow={post.readTime} title={post.title} lead={post.excerpt} />;
}
