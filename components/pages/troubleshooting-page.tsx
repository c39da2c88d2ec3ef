import { troubleshootingForm } from '@/lib/forms/definitions';
import { pageWordsIn, pageIn } from '@/lib/content/pages';
import { troubleshootingWordsIn } from '@/lib/content/troubleshooting';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { PageHero } from '@/components/sections/page-hero';
import { SafetyRules } from '@/components/sections/troubleshooting/safety-rules';
import { SymptomJumpList } from '@/components/sections/troubleshooting/symptom-jump-list';
import { SymptomPrefill } from '@/components/sections/troubleshooting/symptom-prefill';
import { SymptomSection } from '@/components/sections/troubleshooting/symptom-section';
import { recordPageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';
import { troubleshootingPageProps } from '@/lib/structured-data/troubleshooting';

const formSection = 'lead-form';

export const troubleshootingMetadata = recordPageMetadata('troubleshooting');

/** "Is it safe? What's wrong?": one page of anchored symptom sections and a repair request form. */
export function TroubleshootingPage({ locale }: { locale: Locale }) {
  const page = pageIn('troubleshooting', locale);
  const words = troubleshootingWordsIn(locale);
  const request = troubleshootingForm(locale);
  const { hero, safety, jumpList, symptoms, form } = words;
  return (
    <PageStructure
      locale={locale}
      {...page}
      page={troubleshootingPageProps(page.path, symptoms, words.searchNames)}
      crumbs={[{ name: page.crumb, path: page.path }]}
      dateModified={staticPageDate('troubleshooting')}
    >
      <PageHero eyebrow={hero.eyebrow} title={page.h1} lead={hero.lead} callLabel={hero.call} locale={locale} />
      <SafetyRules title={safety.title} rules={safety.rules} call={pageWordsIn(locale).shared.callNumber} />
      <SymptomJumpList symptoms={symptoms} title={jumpList.title} emergencyLabel={jumpList.emergency} />
      {symptoms.map((symptom, index) => (
        <SymptomSection
          key={symptom.slug}
          symptom={symptom}
          tone={index % 2 === 0 ? 'muted' : 'white'}
          requestHref={`${page.path}?symptom=${symptom.slug}#${formSection}`}
          locale={locale}
        />
      ))}
      <LeadFormSection id={formSection} form={request} title={form.title} intro={form.intro} />
      <SymptomPrefill formId={request.id} field="symptom" target={formSection} />
    </PageStructure>
  );
}
