import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';
import { articles, getArticle } from '@/lib/content/articles';
import { pageWordsIn, staticPagesIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { PageStructure } from '@/components/layout/page-structure';
import { ArticleBody } from '@/components/sections/blog/article-body';
import { PostMeta } from '@/components/sections/blog/post-meta';
import { RelatedLinks } from '@/components/sections/blog/related-links';
import { ServiceCta } from '@/components/sections/blog/service-cta';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { pageMetadata } from '@/lib/site/metadata';
import { articleDate } from '@/lib/site/page-dates';
import { articleJsonLd, articlePath } from '@/lib/structured-data/article';

const locale: Locale = 'en';
const blog = staticPagesIn(locale).blog;
const words = pageWordsIn(locale).blog;

export const dynamicParams = false;

export function generateStaticParams() {
  return articles.map((post) => ({ slug: post.slug }));
}

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const post = getArticle((await params).slug);
  if (!post) return {};
  return pageMetadata({ title: post.title, description: post.description, path: articlePath(post), type: 'article' });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const post = getArticle((await params).slug);
  if (!post) notFound();
  return (
    <PageStructure
      path={articlePath(post)}
      title={post.title}
      description={post.description}
      mainEntity={articleJsonLd(post)}
      crumbs={[
        { name: blog.crumb, path: blog.path },
        { name: post.title, path: articlePath(post) },
      ]}
      dateModified={articleDate(post)}
    >
      <PageHero eyebrow={words.article.eyebrow} title={post.title} lead={post.excerpt} locale={locale}>
        <div className="mt-6 text-navy-100">
          <p className="font-semibold">{words.article.byline}</p>
          <PostMeta date={post.date} readTime={post.readTime} className="mt-1" />
        </div>
      </PageHero>
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <IntentLink
            href={blog.path}
            className="mb-8 inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700 underline underline-offset-4 hover:text-gold-700"
          >
            <ChevronLeftIcon className="size-4" />
            {words.article.back}
          </IntentLink>
          <ArticleBody html={post.html} />
          <RelatedLinks links={post.related} title={words.article.related} />
        </div>
        <div className="mt-12">
          <ServiceCta headingId="article-cta" title={words.article.cta.title} text={words.article.cta.intro} locale={locale} />
        </div>
      </Container>
    </PageStructure>
  );
}
