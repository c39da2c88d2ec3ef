import type { CityPageRecord, CityRecord, FeaturedCopy } from '@/lib/content/cities';
import { cityPageForm } from '@/content/page-forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { CityHero } from '@/components/sections/city/city-hero';
import { ContactPanel } from '@/components/sections/city/contact-panel';
import { Neighbourhoods } from '@/components/sections/city/neighbourhoods';
import { ReviewSection } from '@/components/sections/city/review-section';
import { ServiceLinks } from '@/components/sections/city/service-links';
import { CheckList } from '@/components/sections/shared/check-list';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { PageSection } from '@/components/sections/shared/page-section';

export interface CityFeaturedProps {
  page: CityPageRecord;
  city: CityRecord;
  featured: FeaturedCopy;
}

/** The featured city page (Nokomis, Osprey, Siesta Key): cards, lists, neighbourhoods, testimonial. */
export function CityFeatured({ page, city, featured }: CityFeaturedProps) {
  return (
    <>
      <CityHero city={city} title={page.h1} lead={featured.lead} formLabel="Get Free Estimate" />
      <PageSection id="featured-services" title={`How We Help ${city.name} Homeowners`} align="center">
        <FeatureCards cards={featured.cards} />
      </PageSection>
      <PageSection id="services" tone="muted" title={`Our Services in ${city.name}`}>
        <CheckList items={featured.services} />
      </PageSection>
      <PageSection id="reasons" title="When to Call Us">
        <CheckList items={featured.reasons} />
      </PageSection>
      <PageSection id="local-know-how" tone="muted" title={`Local Know-How in ${city.name}`}>
        <FeatureCards cards={city.localNotes} columns={2} />
      </PageSection>
      <Neighbourhoods city={city} neighbourhoods={city.neighbourhoods} tone="white" />
      <ReviewSection cityName={city.name} review={city.review} tone="muted" />
      <ServiceLinks cityName={city.name} />
      <LeadFormSection
        form={cityPageForm(page)}
        title={featured.formTitle}
        intro="Send your details and we will call you within 1 hour to schedule your service."
        city={city.name}
      />
      <ContactPanel cityName={city.name} />
    </>
  );
}
