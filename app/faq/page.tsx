import { faqForm } from '@/content/forms';
import { faqEntries } from '@/lib/content/faq';
import { pageWords, staticPagesIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
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

const locale: Locale = 'en';
const page = staticPagesIn(locale).faq;
const words = pageWords(locale).faq;

export const metadata = pageMetadata(page);

export default function FaqPage() {
  return (
    <>
      <PageStructure
        {...page}
        type="FAQPage"
        page={{ mainEntity: faqQuestions(faqEntries) }}
        crumbs={[{ name: page.crumb, path: page.path }]}
        dateModified={staticPageDate('faq', ['faq'])}
      />
      <PageHero
        aside={<HeroFactsCard locale={locale} />}
        title={page.h1}
        lead={words.lead}
        locale={locale}
        actions={<LeadFormLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>{words.ask}</LeadFormLink>}
      />
      <FaqList entries={faqEntries} variant="page" locale={locale} />
      <LeadFormSection form={faqForm} title={words.ask} intro={words.formIntro} />
    </>
  );
}
