import type { Blog, ImageObject, WithContext } from 'schema-dts';
import type { Article } from '@/lib/content/articles';
import type { GalleryProject } from '@/lib/content/gallery';
import { businessId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';
import { publishedImage } from '@/lib/image-manifest';
import { articlePath } from './article';

export interface CollectionPageInput {
  path: string;
  title: string;
  description: string;
}

const publisher = { '@id': businessId } as const;

/** The blog index: a Blog whose posts are the articles it lists, newest first as shown. */
export function blogJsonLd(page: CollectionPageInput, posts: readonly Article[]): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': `${absoluteUrl(page.path)}#blog`,
    url: absoluteUrl(page.path),
    name: page.title,
    description: page.description,
    inLanguage: 'en-US',
    publisher,
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      url: absoluteUrl(articlePath(post)),
    })),
  };
}

/** The gallery page's pictures: every before and after image, captioned with the project and town. */
export function galleryImages(projects: readonly GalleryProject[]): ImageObject[] {
  return projects.flatMap((project) =>
    [project.beforeImage, project.afterImage].map((image) => ({
      '@type': 'ImageObject' as const,
      contentUrl: absoluteUrl(publishedImage(image.src)),
      caption: `${project.title}, ${project.location}. ${image.alt}`,
    })),
  );
}
