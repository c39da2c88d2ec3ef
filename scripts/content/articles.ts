import { Marked } from 'marked';
import type { ArticleFile } from '../../lib/content/schemas/article';
import type { Article } from '../../lib/content/schemas/article';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Raw HTML in an article is shown as text: an article holds words, lists and links, never markup
// that could break the page or its security policy.
const markdown = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } });

/** An article file turned into what its page shows: the body as HTML, its headings and plain text. */
export function renderArticle(slug: string, { body, ...fields }: ArticleFile): Article {
  const tokens = markdown.lexer(body);
  const headings = tokens.flatMap((token) => (token.type === 'heading' && token.depth === 2 ? [token.text as string] : []));
  const html = markdown.parser(tokens);
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { slug, ...fields, html, text, headings };
}
