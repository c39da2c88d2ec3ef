import { servicePageForm } from '@/lib/pages/forms';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { ServiceCopy } from '@/lib/content/services';
import type { ServiceRecord, ServiceSlug } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { PageHero } from '@/components/sections/page-hero';
import { HeroFactsCard } from '@/components/sections/shared/hero-facts-card';
import { PlaceLinks } from '@/components/sections/shared/place-links';
import { countyLinks } from '@/lib/pages/places';
import { PriceLine } from '@/components/sections/service/price-line';
import { FaqList } from '@/components/sections/shared/faq-list';
import { SafetyNote } from '@/components/sections/service/safety-note';
import { ServiceBlock } from '@/components/sections/service/service-block';
import { CheckList } from '@/components/sections/shared/check-list';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { PageSection } from '@/components/sections/shared/page-section';
import { ReviewSection } from '@/components/sections/shared/review-section';
import { buttonClasses } from '@/components/ui/button-styles';
import { navigationIn } from '@/lib/site/navigation';
import { ProjectPhotos } from '@/components/sections/gallery/project-photos';
import { WithCallCard } from '@/components/sections/shared/call-card';

export interface StandardServicePageProps {
  service: ServiceRecord;
  copy: ServiceCopy;
  locale: Locale;
}

/** A service page: the problem, its signs, page-specific sections, safety, the visit, proof, form. */
export function StandardServicePage({ service, copy, locale }: StandardServicePageProps) {
  const tone = (index: number) => (index % 2 === 0 ? 'white' : 'muted');
  const words = pageWordsIn(locale).servicePages;
  return (
    <>
      <PageHero
        aside={<HeroFactsCard locale={locale} />}
        eyebrow={service.name}
        title={service.h1}
        lead={copy.lead}
        locale={locale}
        actions={
          <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ size: 'lg', variant: 'outline', className: 'border-white' })}>
            {copy.heroAction}
          </LeadFormLink>
        }
      >
        <PriceLine service={service.slug as ServiceSlug} locale={locale} />
      </PageHero>
      <WithCallCard formLabel={copy.heroAction} locale={locale}>
        <PageSection id="the-problem" title={copy.problem.title}>
          <div className="max-w-3xl space-y-4 text-lg text-slate-800">
            {copy.problem.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </PageSection>
        <PageSection id="signs" tone="muted" title={copy.signs.title} intro={copy.signs.intro}>
          <CheckList items={copy.signs.items} />
        </PageSection>
        {copy.blocks.map((block, index) => (
          <ServiceBlock key={block.title} block={block} id={`details-${index + 1}`} tone={tone(index)} locale={locale} />
        ))}
        <SafetyNote title={copy.safety.title} text={copy.safety.text} locale={locale} />
        <PageSection id="what-a-visit-includes" title={copy.visit.title} intro={copy.visit.intro}>
          <CheckList items={copy.visit.items} />
        </PageSection>
        <ReviewSection title={words.reviewTitle} review={copy.review} locale={locale} />
        <FaqList entries={copy.faqs} more={navigationIn(locale).contentLinks.faq} locale={locale} />
        <ProjectPhotos locale={locale} service={service.slug} />
        <CtaBand title={copy.cta.title} text={copy.cta.text} locale={locale} />
        <PageSection id="service-areas" tone="muted" title={fill(words.cities.title, { service: service.name })} intro={words.cities.intro}>
          <PlaceLinks items={countyLinks(locale)} />
        </PageSection>
      </WithCallCard>
      <LeadFormSection form={servicePageForm(service.slug, locale)} title={copy.form.title} intro={copy.form.intro} />
    </>
  );
}
