import { staticPages } from '@/content/pages';
import { JsonLd } from '@/components/json-ld';
import { homeLeadForm, homePromotionForm } from '@/content/forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
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
      <LeadFormSection form={homeLeadForm} title="Claim 20% Off Your Garage Door Service" />
      <LeadFormSection form={homePromotionForm} id="promotion" title="Get a Free Estimate" />
    </>
  );
}
