import type { CityPageRecord, CityRecord, LongCopy } from '@/lib/content/cities';
import { cityPageForm } from '@/lib/pages/forms';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { CityHero } from '@/components/sections/city/city-hero';
import { CityPlace } from '@/components/sections/city/city-place';
import { Neighbourhoods } from '@/components/sections/city/neighbourhoods';
import { PlaceReview } from '@/components/sections/shared/place-review';
import { townProof } from '@/lib/pages/proof';
import { ServiceLinks } from '@/components/sections/city/service-links';
import { CheckList } from '@/components/sections/shared/check-list';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { OfferReminder } from '@/components/sections/shared/offer-reminder';
import { PageSection } from '@/components/sections/shared/page-section';
import { TrustBadges } from '@/components/sections/shared/trust-badges';
import { ProjectPhotos } from '@/components/sections/gallery/project-photos';
import { WithCallCard } from '@/components/sections/shared/call-card';

export interface CityLongProps {
  page: CityPageRecord;
  city: CityRecord;
  long: LongCopy;
  locale: Locale;
}

/** The long-form city page: services, why choose us, local notes, neighbourhoods, review, CTA, form. */
export function CityLong({ page, city, long, locale }: CityLongProps) {
  const { shared, cityPages: words } = pageWordsIn(locale);
  const inCity = (text: string) => fill(text, { city: city.name });
  return (
    <>
      <CityHero city={city} title={page.h1} lead={long.lead} formLabel={shared.freeQuote} locale={locale} />
      <WithCallCard formLabel={shared.freeQuote} locale={locale}>
        <PageSection id="services" title={inCity(words.long.servicesTitle)}>
          <CheckList items={long.services} />
        </PageSection>
        <PageSection id="why-choose-us" tone="muted" title={inCity(words.long.whyTitle)}>
          <CheckList items={long.whyChoose} />
        </PageSection>
        <PageSection id="local-know-how" title={inCity(words.localTitle)}>
          <FeatureCards cards={city.localNotes} columns={2} />
        </PageSection>
        <Neighbourhoods city={city} neighbourhoods={city.neighbourhoods} locale={locale} />
        <CityPlace city={city} locale={locale} />
        <PlaceReview proof={townProof(city.slug)} ownTitle={inCity(words.reviewTitle)} tone="muted" locale={locale} />
        <ProjectPhotos locale={locale} city={city.slug} />
        <CtaBand title={inCity(words.long.cta.title)} text={words.long.cta.text} locale={locale} />
        <ServiceLinks locale={locale} title={inCity(words.allServices)} tone="muted" />
      </WithCallCard>
      <LeadFormSection
        form={cityPageForm(page, locale)}
        title={inCity(words.long.formTitle)}
        intro={words.long.formIntro}
        city={city.name}
        aside={
          <div className="space-y-4">
            <OfferReminder locale={locale} />
            <TrustBadges className="sm:grid-cols-1" locale={locale} />
          </div>
        }
      />
    </>
  );
}
