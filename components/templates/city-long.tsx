import type { CityPageRecord, CityRecord, LongCopy } from '@/lib/content/cities';
import { cityPageForm } from '@/content/page-forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { CityHero } from '@/components/sections/city/city-hero';
import { Neighbourhoods } from '@/components/sections/city/neighbourhoods';
import { ReviewSection } from '@/components/sections/city/review-section';
import { ServiceLinks } from '@/components/sections/city/service-links';
import { CheckList } from '@/components/sections/shared/check-list';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { OfferReminder } from '@/components/sections/shared/offer-reminder';
import { PageSection } from '@/components/sections/shared/page-section';
import { TrustBadges } from '@/components/sections/shared/trust-badges';

export interface CityLongProps {
  page: CityPageRecord;
  city: CityRecord;
  long: LongCopy;
}

/** The long-form city page: services, why choose us, local notes, neighbourhoods, review, CTA, form. */
export function CityLong({ page, city, long }: CityLongProps) {
  return (
    <>
      <CityHero city={city} title={page.h1} lead={long.lead} formLabel="Get Free Quote" />
      <PageSection id="services" title={`Garage Door Services in ${city.name}`}>
        <CheckList items={long.services} />
      </PageSection>
      <PageSection id="why-choose-us" tone="muted" title={`Why ${city.name} Chooses Us`}>
        <CheckList items={long.whyChoose} />
      </PageSection>
      <PageSection id="local-know-how" title={`Local Know-How in ${city.name}`}>
        <FeatureCards cards={city.localNotes} columns={2} />
      </PageSection>
      <Neighbourhoods city={city} neighbourhoods={city.neighbourhoods} />
      <ReviewSection cityName={city.name} review={city.review} />
      <CtaBand
        title={`Need a garage door technician in ${city.name}?`}
        text="Call now to talk to a real person, or schedule a visit at a time that suits you."
      />
      <ServiceLinks cityName={city.name} tone="muted" />
      <LeadFormSection
        form={cityPageForm(page)}
        title={`Get Your Free Quote in ${city.name}`}
        intro="Tell us about your door and we will call back with a price and a time."
        city={city.name}
        aside={
          <div className="space-y-4">
            <OfferReminder />
            <TrustBadges className="sm:grid-cols-1" />
          </div>
        }
      />
    </>
  );
}
