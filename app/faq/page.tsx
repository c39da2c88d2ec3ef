import { staticPages } from '@/content/pages';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.faq;

export const metadata = pageMetadata(page);

export default function FaqPage() {
  return <PageHero title={page.h1} lead={page.description} />;
}
