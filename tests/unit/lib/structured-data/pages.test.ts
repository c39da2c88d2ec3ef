import { articles } from '@/lib/content/articles';
import { business } from '@/lib/content/business';
import { faqEntries } from '@/lib/content/faq';
import { galleryProjects } from '@/lib/content/gallery';
import { customerReviews } from '@/lib/content/reviews';
import { aboutPageJsonLd } from '@/lib/structured-data/about';
import { articleJsonLd, articleWordCount } from '@/lib/structured-data/article';
import { blogJsonLd, galleryJsonLd } from '@/lib/structured-data/collections';
import { faqPageJsonLd } from '@/lib/structured-data/faq';
import { reviewsJsonLd } from '@/lib/structured-data/review';
import { businessId } from '@/lib/jsonld';

describe('FAQPage JSON-LD', () => {
  const data = faqPageJsonLd(faqEntries);

  it('lists every question with its answer, in page order', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    const questions = data.mainEntity as unknown as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(faqEntries.length);
    expect(questions.map((q) => q.name)).toEqual(faqEntries.map((e) => e.question));
    expect(questions[1].acceptedAnswer.text).toBe(faqEntries[1].answer);
  });

  it('points at the absolute FAQ URL', () => {
    expect(data.url).toBe(`${business.siteUrl}/faq`);
  });
});

describe('Article JSON-LD', () => {
  const post = articles[0];
  const data = articleJsonLd(post) as unknown as Record<string, unknown>;

  it('describes the post with its own headline, date and canonical URL', () => {
    expect(data['@type']).toBe('BlogPosting');
    expect(data.headline).toBe(post.title);
    expect(data.datePublished).toBe(post.date);
    expect(data.url).toBe(`${business.siteUrl}/blog/${post.slug}`);
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': data.url });
  });

  it('is published by the business record', () => {
    expect(data.publisher).toMatchObject({ '@id': businessId, name: business.name });
  });

  it('counts the words of the body', () => {
    expect(articleWordCount({ text: "Two words one two three four" })).toBe(6);
    expect(data.wordCount).toBeGreaterThan(600);
  });
});

describe('reviews JSON-LD', () => {
  const data = reviewsJsonLd(customerReviews) as unknown as {
    '@id': string;
    aggregateRating: { ratingValue: number; reviewCount: number };
    review: { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody: string }[];
  };

  it('carries the business rating from the business record', () => {
    expect(data['@id']).toBe(businessId);
    expect(data.aggregateRating).toMatchObject({ ratingValue: business.rating.value, reviewCount: business.rating.count });
  });

  it('includes each shown review with its author and stars', () => {
    expect(data.review).toHaveLength(customerReviews.length);
    expect(data.review[0].author.name).toBe(customerReviews[0].author);
    expect(data.review[0].reviewBody).toBe(customerReviews[0].quote);
    expect(data.review.every((r) => r.reviewRating.ratingValue === 5)).toBe(true);
  });
});

describe('AboutPage JSON-LD', () => {
  it('names the page and refers to the business by @id', () => {
    const data = aboutPageJsonLd({ path: '/about-us', title: 'About', description: 'About the company' }) as unknown as {
      '@type': string;
      url: string;
      mainEntity: { '@id': string; foundingDate: string };
    };
    expect(data['@type']).toBe('AboutPage');
    expect(data.url).toBe(`${business.siteUrl}/about-us`);
    expect(data.mainEntity['@id']).toBe(businessId);
    expect(data.mainEntity.foundingDate).toBe(String(business.foundedYear));
  });
});

describe('blog index and gallery JSON-LD', () => {
  const page = { path: '/blog', title: 'Blog title', description: 'Blog description' };

  it('describes the blog index as a Blog whose posts link to each article', () => {
    const data = blogJsonLd(page, articles) as unknown as { '@type': string; url: string; blogPost: { headline: string; url: string; datePublished: string }[] };
    expect(data['@type']).toBe('Blog');
    expect(data.url).toBe(`${business.siteUrl}/blog`);
    expect(data.blogPost.map((post) => post.url)).toEqual(articles.map((post) => `${business.siteUrl}/blog/${post.slug}`));
    expect(data.blogPost[0]).toMatchObject({ headline: articles[0].title, datePublished: articles[0].date });
  });

  it('lists every before and after picture of the gallery with an absolute URL and a caption', () => {
    const data = galleryJsonLd({ ...page, path: '/gallery' }, galleryProjects) as unknown as { '@type': string; image: { contentUrl: string; caption: string }[] };
    expect(data['@type']).toBe('ImageGallery');
    expect(data.image).toHaveLength(galleryProjects.length * 2);
    expect(data.image[0].contentUrl).toBe(`${business.siteUrl}${galleryProjects[0].beforeImage.src}`);
    expect(data.image[1].caption).toContain(galleryProjects[0].location);
    expect(data.image[1].caption).toContain(galleryProjects[0].afterImage.alt);
  });
});
