import { faqForm } from '@/content/forms';
import { faqEntries } from '@/lib/content/faq';
import { staticPages } from '@/content/pages';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { FaqList } from '@/components/sections/shared/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { HeroFactsCard } from '@/components/sections/shared/hero-facts-card';
import { buttonClasses } from '@/components/ui/button-styles';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';
import { faqQuestions } from '@/lib/structured-data/faq';

const page = staticPages.faq;

export const metadata = pageMetadata(page);

export default function FaqPage() {
  return (
    <>
      <PageStructure
        {...page}
        type="FAQPage"
        page={{ mainEntity: faqQuestions(faqEntries) }}
        crumbs={[{ name: 'FAQ', path: page.path }]}
        dateModified={staticPageDate('faq', ['faq'])}
      />
      <PageHero
        aside={<HeroFactsCard />}
        title={page.h1}
        lead="Straight answers about prices, springs, same-day visits and hurricane-rated doors, from the technicians who fix them every day."
        actions={<LeadFormLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>Ask Us a Question</LeadFormLink>}
      />
      <FaqList entries={faqEntries} variant="page" />
      <LeadFormSection
        form={faqForm}
        title="Ask Us a Question"
        intro="Did not find your answer? Send us your question and a technician will call you back, usually within the hour."
      />
    </>
  );
}
