import type { Article } from '@/lib/content/articles';
import { ButtonLink } from '@/components/ui/button';
import { articlePath } from '@/lib/structured-data/article';
import { PostMeta } from './post-meta';

export interface FeaturedPostProps {
  post: Article;
  /** The card's fixed words: the line above the title, the figure and words on its picture, the button. */
  words: { eyebrow: string; badgeNumber: string; badgeText: string; read: string };
}

export function FeaturedPost({ post, words }: FeaturedPostProps) {
  return (
    <article data-post="featured" className="overflow-hidden rounded-3xl bg-navy-900 text-white shadow-lg lg:grid lg:grid-cols-[1fr_1.3fr]">
      <div aria-hidden="true" className="flex items-center justify-center bg-gradient-to-br from-gold-300 to-gold-500 p-10 text-navy-950">
        <p className="text-center">
          <span className="block text-7xl font-extrabold sm:text-8xl">{words.badgeNumber}</span>
          <span className="mt-1 block text-lg font-bold tracking-wide uppercase">{words.badgeText}</span>
        </p>
      </div>
      <div className="p-7 sm:p-10">
        <p className="text-sm font-bold tracking-wider text-gold-300 uppercase">{words.eyebrow}</p>
        <h2 className="mt-3 text-2xl font-extrabold text-balance sm:text-3xl">{post.title}</h2>
        <PostMeta date={post.date} readTime={post.readTime} className="mt-3 text-navy-100" />
        <p className="mt-4 text-lg text-navy-100">{post.excerpt}</p>
        <ButtonLink href={articlePath(post)} variant="secondary" size="lg" className="mt-7">
          {words.read}
          <span className="sr-only">: {post.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
