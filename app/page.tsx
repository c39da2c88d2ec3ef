import { staticPages } from '@/content/pages';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/sections/page-hero';
import { localBusinessJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.home;

export const metadata = pageMetadata(page);

export default function HomePage() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      <PageHero title={page.h1} lead={page.description} />
    </>
  );
}
