import { articles, featuredArticle } from '@/lib/content/articles';
import { pageWordsIn, pageIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { FeaturedPost } from '@/components/sections/blog/featured-post';
import { PostCard } from '@/components/sections/blog/post-card';
import { ServiceCta } from '@/components/sections/blog/service-cta';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { recordPageMetadata } from '@/lib/site/metadata';
import { blogJsonLd } from '@/lib/structured-data/collections';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';

export const blogMetadata = recordPageMetadata('blog');

export function BlogPage({ locale }: { locale: Locale }) {
  const page = pageIn('blog', locale);
  const words = pageWordsIn(locale).blog;
  const featured = featuredArticle();
  const others = articles.filter((post) => post.slug !== featured.slug);
  return (
    <PageStructure
      locale={locale}
      {...page}
      type="CollectionPage"
      mainEntity={blogJsonLd(page, [featured, ...others])}
      crumbs={[{ name: page.crumb, path: page.path }]}
      dateModified={staticPageDate('blog')}
    >
      <PageHero title={page.h1} lead={words.lead} locale={locale} />
      <Container className="space-y-14 py-14 sm:space-y-20 sm:py-20">
        <FeaturedPost post={featured} words={words.featured} />
        <section aria-labelledby="more-guides">
          <h2 id="more-guides" className="text-3xl font-extrabold tracking-tight text-navy-900">
            {words.moreTitle}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {others.map((post) => (
              <PostCard key={post.slug} post={post} readMore={words.readMore} />
            ))}
          </div>
        </section>
        <ServiceCta headingId="blog-cta" title={words.cta.title} text={words.cta.intro} locale={locale} />
      </Container>
    </PageStructure>
  );
}
