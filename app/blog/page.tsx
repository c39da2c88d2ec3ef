import { staticPages } from '@/content/pages';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.blog;

export const metadata = pageMetadata(page);

export default function BlogPage() {
  return <PageHero title={page.h1} lead={page.description} />;
}
