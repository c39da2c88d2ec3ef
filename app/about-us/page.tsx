import { staticPages } from '@/content/pages';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.aboutUs;

export const metadata = pageMetadata(page);

export default function AboutUsPage() {
  return <PageHero title={page.h1} lead={page.description} />;
}
