export interface ArticleBodyProps {
  /** The article's Markdown, rendered to HTML at build time (scripts/content/articles.ts). */
  html: string;
}

export function ArticleBody({ html }: ArticleBodyProps) {
  return (
    <div data-article-body className="article-body text-lg leading-relaxed text-slate-800" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
