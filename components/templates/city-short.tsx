import { IntentLink } from '@/components/ui/intent-link';
import { cityPageIn, exploreServicesHref, type CityPageRecord, type CityRecord, type ShortCopy } from '@/lib/content/cities';
import { localePath } from '@/lib/pages/registry';
import { cityPageForm } from '@/lib/pages/forms';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { CityHero } from '@/components/sections/city/city-hero';
import { CityPlace } from '@/components/sections/city/city-place';
import { PlaceReview } from '@/components/sections/shared/place-review';
import { townProof } from '@/lib/pages/proof';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { PageSection } from '@/components/sections/shared/page-section';
import { buttonClasses } from '@/components/ui/button-styles';
import { ProjectPhotos } from '@/components/sections/gallery/project-photos';
import { WithCallCard } from '@/components/sections/shared/call-card';

export interface CityShortProps {
  page: CityPageRecord;
  city: CityRecord;
  short: ShortCopy;
  locale: Locale;
}

/** The short-form city page: a few paragraphs, a review, a call to action and a quick form. */
export function CityShort({ page, city, short, locale }: CityShortProps) {
  const primary = cityPageIn(page.city, locale);
  const { shared, cityPages: words } = pageWordsIn(locale);
  const inCity = (text: string) => fill(text, { city: city.name });
  return (
    <>
      <CityHero city={city} title={page.h1} lead={short.lead} formLabel={shared.freeQuote} locale={locale} />
      <WithCallCard formLabel={shared.freeQuote} locale={locale}>
        <PageSection id="about-service" title={inCity(words.short.helpTitle)}>
          <div className="max-w-3xl space-y-4 text-lg text-slate-800">
            {short.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <IntentLink
              href={localePath(exploreServicesHref, locale)}
              className={buttonClasses({ variant: 'default', size: 'lg', className: 'text-center whitespace-normal!' })}
            >
              {words.short.explore}
            </IntentLink>
            {primary && primary.slug !== page.slug && (
              <IntentLink
                href={`/${primary.slug}`}
                className={buttonClasses({ variant: 'outline', size: 'lg', className: 'text-center whitespace-normal!' })}
              >
                {inCity(words.short.more)}
              </IntentLink>
            )}
          </div>
        </PageSection>
        <CityPlace city={city} locale={locale} tone="muted" />
        <PlaceReview proof={townProof(city.slug)} ownTitle={inCity(words.reviewTitle)} locale={locale} />
        <ProjectPhotos locale={locale} city={city.slug} />
        <CtaBand title={inCity(words.short.cta.title)} text={words.short.cta.text} locale={locale} />
      </WithCallCard>
      <LeadFormSection
        form={cityPageForm(page, locale)}
        title={inCity(words.short.formTitle)}
        intro={words.short.formIntro}
        city={city.name}
      />
    </>
  );
}
