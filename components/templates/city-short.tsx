import { IntentLink } from '@/components/ui/intent-link';
import { exploreServicesHref, primaryCityPage, type CityPageRecord, type CityRecord, type ShortCopy } from '@/lib/content/cities';
import { cityPageForm } from '@/content/page-forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { CityHero } from '@/components/sections/city/city-hero';
import { ReviewSection } from '@/components/sections/city/review-section';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { PageSection } from '@/components/sections/shared/page-section';
import { buttonClasses } from '@/components/ui/button-styles';

export interface CityShortProps {
  page: CityPageRecord;
  city: CityRecord;
  short: ShortCopy;
}

/** The short-form city page: a few paragraphs, a review, a call to action and a quick form. */
export function CityShort({ page, city, short }: CityShortProps) {
  const primary = primaryCityPage(page.city);
  return (
    <>
      <CityHero city={city} title={page.h1} lead={short.lead} formLabel="Get Free Quote" />
      <PageSection id="about-service" title={`Garage Door Help in ${city.name}`}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          {short.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <IntentLink
            href={exploreServicesHref}
            className={buttonClasses({ variant: 'default', size: 'lg', className: 'text-center whitespace-normal!' })}
          >
            Explore all services
          </IntentLink>
          {primary.slug !== page.slug && (
            <IntentLink
              href={`/${primary.slug}`}
              className={buttonClasses({ variant: 'outline', size: 'lg', className: 'text-center whitespace-normal!' })}
            >
              More about our {city.name} team
            </IntentLink>
          )}
        </div>
      </PageSection>
      <ReviewSection cityName={city.name} review={city.review} tone="muted" />
      <CtaBand
        title={`Book your ${city.name} visit today`}
        text="Talk to a real person now, or schedule online and we will confirm by phone."
      />
      <LeadFormSection
        form={cityPageForm(page)}
        title={`Book a Technician in ${city.name}`}
        intro="Fields marked with an asterisk are required."
        city={city.name}
      />
    </>
  );
}
