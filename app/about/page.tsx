import { staticPages } from '@/content/pages';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.about;

export const metadata = pageMetadata(page);

export default function AboutPage() {
  return <PageHero title={page.h1} lead={page.description} />;
}
