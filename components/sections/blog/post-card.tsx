import type { Article } from '@/lib/content/articles';
import { ButtonLink } from '@/components/ui/button';
import { articlePath } from '@/lib/structured-data/article';
import { PostMeta } from './post-meta';

export interface PostCardProps {
  post: Article;
  /** The button's words; the article's title follows for screen readers. */
  readMore: string;
}

export function PostCard({ post, readMore }: PostCardProps) {
  return (
    <article data-post="card" className="flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
      <PostMeta date={post.date} readTime={post.readTime} className="text-slate-600" />
      <h3 className="mt-3 text-xl font-bold text-navy-900">{post.title}</h3>
      <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
      <ButtonLink href={articlePath(post)} variant="outline" className="mt-6 self-start">
        {readMore}
        <span className="sr-only">: {post.title}</span>
      </ButtonLink>
    </article>
  );
}
