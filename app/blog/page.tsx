import { articles, featuredArticle } from '@/lib/content/articles';
import { staticPages } from '@/content/pages';
import { FeaturedPost } from '@/components/sections/blog/featured-post';
import { PostCard } from '@/components/sections/blog/post-card';
import { ServiceCta } from '@/components/sections/blog/service-cta';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/metadata';
import { blogJsonLd } from '@/lib/structured-data/collections';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';

const page = staticPages.blog;

export const metadata = pageMetadata(page);

export default function BlogPage() {
  const featured = featuredArticle();
  const others = articles.filter((post) => post.slug !== featured.slug);
  return (
    <>
      <PageStructure
        {...page}
        type="CollectionPage"
        mainEntity={blogJsonLd(page, [featured, ...others])}
        crumbs={[{ name: 'Blog', path: page.path }]}
        dateModified={staticPageDate('blog', ['blog', 'articles/'])}
      />
      <PageHero
        title={page.h1}
        lead="What our technicians wish every Florida homeowner knew: how to spot a failing spring, get a door ready for hurricane season and keep salt air from eating the hardware."
      />
      <Container className="space-y-14 py-14 sm:space-y-20 sm:py-20">
        <FeaturedPost post={featured} />
        <section aria-labelledby="more-guides">
          <h2 id="more-guides" className="text-3xl font-extrabold tracking-tight text-navy-900">
            More tips and guides
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {others.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        </section>
        <ServiceCta
          headingId="blog-cta"
          title="Door acting up right now?"
          text="Reading about it helps, but a technician fixes it. Call us or request a visit online; same-day service when you reach us before 3 PM."
        />
      </Container>
    </>
  );
}
