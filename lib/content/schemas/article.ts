import { z } from 'zod';
import { field, isoDate, searchDescription, words } from './common';

const link = z.object({
  href: field(z.string().regex(/^\/[a-z0-9/-]*$/, { error: 'a page of this site, starting with /, for example /spring-replacement' }), {
    label: 'Page',
    hint: 'A page of this site, for example /spring-replacement.',
  }),
  label: field(words, { label: 'Link text' }),
});

/** An article: front matter above, the Markdown body below. The file name is its address. */
export const articleSchema = z.object({
  title: field(
    z.string().trim().min(10, { error: 'a title (at least 10 characters)' }).max(90, { error: 'a title of at most 90 characters' }),
    {
      label: 'Title',
    },
  ),
  description: searchDescription,
  excerpt: field(words, { label: 'Teaser', hint: 'Two or three sentences shown on the blog page and under the title.', widget: 'text' }),
  date: field(isoDate, {
    label: 'Published on',
    hint: 'The day it was published. The newest article is listed first.',
    widget: 'datetime',
  }),
  readTime: field(z.string().regex(/^\d+ min read$/, { error: 'a reading time such as "6 min read"' }), {
    label: 'Reading time',
    hint: 'For example "6 min read".',
  }),
  featured: field(z.boolean().default(false), {
    label: 'Featured',
    hint: 'Shown first and larger on the blog page. Turn on for one article only.',
  }),
  related: field(z.array(link).default([]), { label: 'Related services', hint: 'Pages the article sends readers to.' }),
  body: field(
    z
      .string()
      .trim()
      .min(200, { error: 'an article body (at least a few paragraphs)' })
      .refine((body) => !/^#\s/m.test(body), { error: "headings that start with ## (the title is the page's only top heading)" }),
    { label: 'Article', widget: 'markdown', hint: 'Use "Heading 2" for each part of the article, and lists for steps.' },
  ),
});

export type ArticleFile = z.infer<typeof articleSchema>;

/** An article as its page reads it: the Markdown body rendered at build time. */
export interface Article extends Omit<ArticleFile, 'body'> {
  slug: string;
  html: string;
  /** The body as plain text, for search engines' article text and word count. */
  text: string;
  /** The body's level-2 headings, in order. */
  headings: string[];
}
