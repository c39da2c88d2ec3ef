import { emergencyForm } from '@/lib/forms/definitions';
import { pageWordsIn } from '@/lib/content/pages';
import type { EmergencyCopy } from '@/lib/content/services';
import type { ServiceRecord } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { NoOfferMarker } from '@/components/layout/site-header';
import { PageHero } from '@/components/sections/page-hero';
import { HeroFactsCard } from '@/components/sections/shared/hero-facts-card';
import { ReviewSection } from '@/components/sections/shared/review-section';
import { PlaceLinks } from '@/components/sections/shared/place-links';
import { countyLinks } from '@/lib/pages/places';
import { PricingCard } from '@/components/sections/service/pricing-card';
import { CheckList } from '@/components/sections/shared/check-list';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { PageSection } from '@/components/sections/shared/page-section';
import { TroubleshootingGuideLink } from '@/components/sections/troubleshooting/guide-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { WithCallCard } from '@/components/sections/shared/call-card';

export interface EmergencyPageProps {
  service: ServiceRecord;
  copy: EmergencyCopy;
  locale: Locale;
}

/** The emergency page: red hero, situations, availability, equipment, pricing, areas, review, form. */
export function EmergencyPage({ service, copy, locale }: EmergencyPageProps) {
  return (
    <>
      {/* An urgent visitor is offered the call, not a coupon. */}
      <NoOfferMarker />
      <PageHero
        aside={<HeroFactsCard locale={locale} />}
        tone="emergency"
        eyebrow={service.menuLabel}
        title={service.h1}
        lead={copy.lead}
        callLabel={pageWordsIn(locale).shared.callNumber}
        locale={locale}
        actions={
          <LeadFormLink
            fallbackHref="#lead-form"
            className={buttonClasses({
              size: 'lg',
              variant: 'ghost',
              className: 'border-2 border-white/80 text-white hover:bg-white/10 hover:text-white',
            })}
          >
            {copy.formTitle}
          </LeadFormLink>
        }
      />
      <WithCallCard formLabel={copy.formTitle} locale={locale}>
        <PageSection id="situations" title={copy.situations.title} intro={copy.situations.intro}>
          <CheckList items={copy.situations.items} columns={3} />
          <TroubleshootingGuideLink className="mt-8" locale={locale} />
        </PageSection>
        <PageSection id="availability" tone="muted" title={copy.availability.title} intro={copy.availability.intro}>
          <FeatureCards cards={copy.availability.cards} />
        </PageSection>
        <PageSection id="equipment" title={copy.equipment.title} intro={copy.equipment.intro}>
          <CheckList items={copy.equipment.items} />
        </PageSection>
        <PricingCard title={copy.pricing.title} points={copy.pricing.points} locale={locale} />
        <PageSection id="emergency-service-areas" title={copy.serviceAreas.title} intro={copy.serviceAreas.intro}>
          <PlaceLinks items={countyLinks(locale)} />
        </PageSection>
        <ReviewSection title={copy.reviewTitle} review={copy.review} locale={locale} />
        <CtaBand
          id="call-banner"
          tone="emergency"
          title={copy.banner.title}
          text={copy.banner.text}
          scheduleLabel={copy.formTitle}
          locale={locale}
        />
      </WithCallCard>
      <LeadFormSection form={emergencyForm(locale)} title={copy.formTitle} intro={copy.formIntro} />
    </>
  );
}
