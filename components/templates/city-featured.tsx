import type { CityPageRecord, CityRecord, FeaturedCopy } from '@/lib/content/cities';
import { cityPageForm } from '@/lib/pages/forms';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { CityHero } from '@/components/sections/city/city-hero';
import { CityPlace } from '@/components/sections/city/city-place';
import { ContactPanel } from '@/components/sections/city/contact-panel';
import { Neighbourhoods } from '@/components/sections/city/neighbourhoods';
import { PlaceReview } from '@/components/sections/shared/place-review';
import { townProof } from '@/lib/pages/proof';
import { ServiceLinks } from '@/components/sections/city/service-links';
import { CheckList } from '@/components/sections/shared/check-list';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { PageSection } from '@/components/sections/shared/page-section';
import { ProjectPhotos } from '@/components/sections/gallery/project-photos';
import { WithCallCard } from '@/components/sections/shared/call-card';

export interface CityFeaturedProps {
  page: CityPageRecord;
  city: CityRecord;
  featured: FeaturedCopy;
  locale: Locale;
}

/** The featured city page (Nokomis, Osprey, Siesta Key): cards, lists, neighbourhoods, testimonial. */
export function CityFeatured({ page, city, featured, locale }: CityFeaturedProps) {
  const { shared, cityPages: words } = pageWordsIn(locale);
  const inCity = (text: string) => fill(text, { city: city.name });
  return (
    <>
      <CityHero city={city} title={page.h1} lead={featured.lead} formLabel={shared.freeEstimate} locale={locale} />
      <WithCallCard formLabel={shared.freeEstimate} locale={locale}>
        <PageSection id="featured-services" title={inCity(words.featured.helpTitle)} align="center">
          <FeatureCards cards={featured.cards} />
        </PageSection>
        <PageSection id="services" tone="muted" title={inCity(words.featured.servicesTitle)}>
          <CheckList items={featured.services} />
        </PageSection>
        <PageSection id="reasons" title={words.featured.reasonsTitle}>
          <CheckList items={featured.reasons} />
        </PageSection>
        <PageSection id="local-know-how" tone="muted" title={inCity(words.localTitle)}>
          <FeatureCards cards={city.localNotes} columns={2} />
        </PageSection>
        <Neighbourhoods city={city} neighbourhoods={city.neighbourhoods} tone="white" locale={locale} />
        <CityPlace city={city} locale={locale} tone="muted" />
        <PlaceReview proof={townProof(city.slug)} ownTitle={inCity(words.reviewTitle)} locale={locale} />
        <ServiceLinks locale={locale} title={inCity(words.allServices)} />
        <ProjectPhotos locale={locale} city={city.slug} />
      </WithCallCard>
      <LeadFormSection form={cityPageForm(page, locale)} title={featured.formTitle} intro={words.featured.formIntro} city={city.name} />
      <ContactPanel cityName={city.name} locale={locale} />
    </>
  );
}
