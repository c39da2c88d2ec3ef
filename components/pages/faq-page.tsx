import { faqForm } from '@/lib/forms/definitions';
import { faqEntriesIn } from '@/lib/content/faq';
import { pageWordsIn, pageIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { FaqList } from '@/components/sections/shared/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { HeroFactsCard } from '@/components/sections/shared/hero-facts-card';
import { buttonClasses } from '@/components/ui/button-styles';
import { recordPageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';
import { faqQuestions } from '@/lib/structured-data/faq';

export const faqMetadata = recordPageMetadata('faq');

export function FaqPage({ locale }: { locale: Locale }) {
  const page = pageIn('faq', locale);
  const words = pageWordsIn(locale).faq;
  const faqEntries = faqEntriesIn(locale);
  return (
    <PageStructure
      locale={locale}
      {...page}
      type="FAQPage"
      page={{ mainEntity: faqQuestions(faqEntries) }}
      crumbs={[{ name: page.crumb, path: page.path }]}
      dateModified={staticPageDate('faq')}
    >
      <PageHero
        aside={<HeroFactsCard locale={locale} />}
        title={page.h1}
        lead={words.lead}
        locale={locale}
        actions={
          <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {words.ask}
          </LeadFormLink>
        }
      />
      <FaqList entries={faqEntries} variant="page" locale={locale} />
      <LeadFormSection form={faqForm(locale)} title={words.ask} intro={words.formIntro} />
    </PageStructure>
  );
}
