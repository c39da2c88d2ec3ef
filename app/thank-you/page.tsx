import { staticPages } from '@/content/pages';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.thankYou;

export const metadata = pageMetadata(page);

export default function ThankYouPage() {
  return <PageHero title={page.h1} lead={page.description} />;
}
