import { articles } from '@/lib/content/articles';
import { business } from '@/lib/content/business';
import { faqEntries } from '@/lib/content/faq';
import { galleryProjects } from '@/lib/content/gallery';
import { customerReviews } from '@/lib/content/reviews';
import { aboutPageGraph } from '@/lib/structured-data/about';
import { articleJsonLd, articleWordCount } from '@/lib/structured-data/article';
import { blogJsonLd, galleryImages } from '@/lib/structured-data/collections';
import { faqQuestions } from '@/lib/structured-data/faq';
import { businessReviews } from '@/lib/structured-data/review';
import { businessId } from '@/lib/structured-data/jsonld';

describe('FAQ questions', () => {
  const questions = faqQuestions(faqEntries) as unknown as { '@type': string; name: string; acceptedAnswer: { text: string } }[];

  it('lists every question with its answer, in page order', () => {
    expect(questions).toHaveLength(faqEntries.length);
    expect(questions[0]['@type']).toBe('Question');
    expect(questions.map((q) => q.name)).toEqual(faqEntries.map((e) => e.question));
    expect(questions[1].acceptedAnswer.text).toBe(faqEntries[1].answer);
  });
});

describe('Article JSON-LD', () => {
  const post = articles[0];
  const data = articleJsonLd(post) as unknown as Record<string, unknown>;

  it('describes the post with its own headline, date and canonical URL', () => {
    expect(data['@type']).toBe('BlogPosting');
    expect(data['@id']).toBe(`${business.siteUrl}/blog/${post.slug}#article`);
    expect(data.headline).toBe(post.title);
    expect(data.datePublished).toBe(post.date);
    expect(data.url).toBe(`${business.siteUrl}/blog/${post.slug}`);
  });

  it('is written and published by the business node, referred to by @id only', () => {
    expect(data.publisher).toEqual({ '@id': businessId });
    expect(data.author).toEqual({ '@id': businessId });
  });

  it('counts the words of the body', () => {
    expect(articleWordCount({ text: 'Two words one two three four' })).toBe(6);
    expect(data.wordCount).toBeGreaterThan(600);
  });
});

describe('the reviews page’s facts about the business', () => {
  const data = businessReviews(customerReviews) as unknown as {
    aggregateRating: { ratingValue: number; reviewCount: number };
    review: { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody: string }[];
  };

  it('carries the business rating from the business record', () => {
    expect(data.aggregateRating).toMatchObject({ ratingValue: business.rating.value, reviewCount: business.rating.count });
  });

  it('includes each shown review with its author and stars', () => {
    expect(data.review).toHaveLength(customerReviews.length);
    expect(data.review[0].author.name).toBe(customerReviews[0].author);
    expect(data.review[0].reviewBody).toBe(customerReviews[0].quote);
    expect(data.review.every((r) => r.reviewRating.ratingValue === 5)).toBe(true);
  });
});

describe('about pages', () => {
  it('are AboutPages about the business node', () => {
    expect(aboutPageGraph.type).toBe('AboutPage');
    expect(aboutPageGraph.page.mainEntity).toEqual({ '@id': businessId });
  });
});

describe('blog index and gallery JSON-LD', () => {
  const page = { path: '/blog', title: 'Blog title', description: 'Blog description' };

  it('describes the blog index as a Blog whose posts link to each article', () => {
    const data = blogJsonLd(page, articles) as unknown as {
      '@type': string;
      '@id': string;
      url: string;
      blogPost: { headline: string; url: string; datePublished: string }[];
    };
    expect(data['@type']).toBe('Blog');
    expect(data['@id']).toBe(`${business.siteUrl}/blog#blog`);
    expect(data.url).toBe(`${business.siteUrl}/blog`);
    expect(data.blogPost.map((post) => post.url)).toEqual(articles.map((post) => `${business.siteUrl}/blog/${post.slug}`));
    expect(data.blogPost[0]).toMatchObject({ headline: articles[0].title, datePublished: articles[0].date });
  });

  it('lists every before and after picture of the gallery with an absolute URL and a caption', () => {
    const images = galleryImages(galleryProjects) as unknown as { contentUrl: string; caption: string }[];
    expect(images).toHaveLength(galleryProjects.length * 2);
    expect(images[0].contentUrl).toBe(`${business.siteUrl}${galleryProjects[0].beforeImage.src}`);
    expect(images[1].caption).toContain(galleryProjects[0].location);
    expect(images[1].caption).toContain(galleryProjects[0].afterImage.alt);
  });
});
