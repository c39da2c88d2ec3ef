import type { ReactNode } from 'react';
import type { FormDefinition } from '@/content/forms';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { LeadForm } from './lead-form';

export interface LeadFormSectionProps {
  form: FormDefinition;
  title: string;
  intro?: ReactNode;
  /** The city this lead is about (a city page's city); sent with the lead. */
  city?: string;
  /** The section's anchor; header and hero buttons scroll to #lead-form. */
  id?: string;
  eyebrow?: string;
  /** Content beside the form on wide screens (promises, phone, trust badges). */
  aside?: ReactNode;
  /** Extra fields rendered inside the form (passed to LeadForm as children). */
  formExtras?: ReactNode;
}

export function LeadFormSection({ form, title, intro, city, id = 'lead-form', eyebrow, aside, formExtras }: LeadFormSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 bg-navy-50 py-14 sm:py-20">
      <Container className={aside ? 'grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]' : 'max-w-3xl'}>
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align={aside ? 'left' : 'center'} />
          {aside}
        </div>
        <LeadForm form={form} city={city}>
          {formExtras}
        </LeadForm>
      </Container>
    </section>
  );
}
