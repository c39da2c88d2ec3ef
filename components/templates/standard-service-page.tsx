import { servicePageForm } from '@/content/page-forms';
import type { ServiceCopy } from '@/lib/content/services';
import type { ServiceRecord, ServiceSlug } from '@/lib/content/services';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { PageHero } from '@/components/sections/page-hero';
import { HeroFactsCard } from '@/components/sections/shared/hero-facts-card';
import { CityLinks } from '@/components/sections/service/city-links';
import { PriceLine } from '@/components/sections/service/price-line';
import { FaqList } from '@/components/sections/shared/faq-list';
import { SafetyNote } from '@/components/sections/service/safety-note';
import { ServiceBlock } from '@/components/sections/service/service-block';
import { CheckList } from '@/components/sections/shared/check-list';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { PageSection } from '@/components/sections/shared/page-section';
import { ReviewCard } from '@/components/sections/shared/review-card';
import { buttonClasses } from '@/components/ui/button-styles';
import { contentLinks } from '@/content/navigation';

export interface StandardServicePageProps {
  service: ServiceRecord;
  copy: ServiceCopy;
}

/** A service page: the problem, its signs, page-specific sections, safety, the visit, proof, form. */
export function StandardServicePage({ service, copy }: StandardServicePageProps) {
  const tone = (index: number) => (index % 2 === 0 ? 'white' : 'muted');
  return (
    <>
      <PageHero
        aside={<HeroFactsCard />}
        eyebrow={service.name}
        title={service.h1}
        lead={copy.lead}
        actions={
          <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ size: 'lg', variant: 'outline', className: 'border-white' })}>
            {copy.heroAction}
          </LeadFormLink>
        }
      >
        <PriceLine service={service.slug as ServiceSlug} />
      </PageHero>
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
        <ServiceBlock key={block.title} block={block} id={`details-${index + 1}`} tone={tone(index)} />
      ))}
      <SafetyNote title={copy.safety.title} text={copy.safety.text} />
      <PageSection id="what-a-visit-includes" title={copy.visit.title} intro={copy.visit.intro}>
        <CheckList items={copy.visit.items} />
      </PageSection>
      <PageSection id="review" tone="muted" title="What Our Customers Say" align="center">
        <ReviewCard review={copy.review} />
      </PageSection>
      <FaqList entries={copy.faqs} more={contentLinks.faq} />
      <CtaBand title={copy.cta.title} text={copy.cta.text} />
      <CityLinks
        title={`${service.name} Across Southwest Florida`}
        intro="Local technicians in every city we serve. Choose yours for local details."
        tone="muted"
      />
      <LeadFormSection form={servicePageForm(service.slug)} title={copy.form.title} intro={copy.form.intro} />
    </>
  );
}
