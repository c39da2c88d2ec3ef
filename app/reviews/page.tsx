import { staticPages } from '@/content/pages';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.reviews;

export const metadata = pageMetadata(page);

export default function ReviewsPage() {
  return <PageHero title={page.h1} lead={page.description} />;
}
