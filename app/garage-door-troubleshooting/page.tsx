import { troubleshootingForm } from '@/content/forms';
import { staticPages } from '@/content/pages';
import { symptoms, troubleshootingIntro as intro } from '@/content/troubleshooting';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { PageHero } from '@/components/sections/page-hero';
import { SafetyRules } from '@/components/sections/troubleshooting/safety-rules';
import { SymptomJumpList } from '@/components/sections/troubleshooting/symptom-jump-list';
import { SymptomPrefill } from '@/components/sections/troubleshooting/symptom-prefill';
import { SymptomSection } from '@/components/sections/troubleshooting/symptom-section';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';
import { troubleshootingPageProps } from '@/lib/structured-data/troubleshooting';

const page = staticPages.troubleshooting;
const formSection = 'lead-form';

export const metadata = pageMetadata(page);

/** "Is it safe? What's wrong?": one page of anchored symptom sections and a repair request form. */
export default function TroubleshootingPage() {
  return (
    <>
      <PageStructure
        {...page}
        page={troubleshootingPageProps(page.path, symptoms)}
        crumbs={[{ name: 'Troubleshooting', path: page.path }]}
        dateModified={staticPageDate('garage-door-troubleshooting', ['troubleshooting'])}
      />
      <PageHero eyebrow="Troubleshooting guide" title={page.h1} lead={intro.lead} callLabel="Call a Technician" />
      <SafetyRules title={intro.safetyTitle} rules={intro.safetyRules} />
      <SymptomJumpList symptoms={symptoms} />
      {symptoms.map((symptom, index) => (
        <SymptomSection
          key={symptom.slug}
          symptom={symptom}
          tone={index % 2 === 0 ? 'muted' : 'white'}
          requestHref={`${page.path}?symptom=${symptom.slug}#${formSection}`}
        />
      ))}
      <LeadFormSection id={formSection} form={troubleshootingForm} title={intro.formTitle} intro={intro.formIntro} />
      <SymptomPrefill formId={troubleshootingForm.id} field="symptom" target={formSection} />
    </>
  );
}
