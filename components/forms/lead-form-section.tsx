import type { ReactNode } from 'react';
import type { FormDefinition } from '@/content/forms';
import { contentLinks } from '@/lib/navigation';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { arrivalWindowField } from '@/lib/leads/fields';
import { ArrivalWindowPlain } from './arrival-window-plain';
import { LeadForm } from './lead-form';

export interface LeadFormSectionProps {
  form: FormDefinition;
  title: string;
  intro?: ReactNode;
  /** The city this lead is about (a city page's city); sent with the lead. */
  city?: string;
  /** A city known only in the browser (the home page's detected city); see LeadForm. */
  cityContext?: string;
  /** The section's anchor; header and hero buttons scroll to #lead-form. */
  id?: string;
  eyebrow?: string;
  /** Content beside the form on wide screens (promises, phone, trust badges). */
  aside?: ReactNode;
  /** Home page forms: send the city the visitor's browser detected. */
  followDetectedCity?: boolean;
}

export function LeadFormSection({
  form,
  title,
  intro,
  city,
  cityContext,
  id = 'lead-form',
  eyebrow,
  aside,
  followDetectedCity,
}: LeadFormSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-navy-50 py-14 sm:py-20">
      <Container>
        <div className={aside ? 'grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]' : 'mx-auto max-w-3xl'}>
          <div>
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align={aside ? 'left' : 'center'} />
            {aside}
          </div>
          <div>
            <LeadForm
              form={form}
              city={city}
              cityContext={cityContext}
              followDetectedCity={followDetectedCity}
              plainArrivalWindow={form.arrivalWindow && <ArrivalWindowPlain id={`${form.id}-${arrivalWindowField}`} />}
            />
            <p className="mt-3 text-center text-sm">
              <IntentLink
                href={contentLinks.privacy.href}
                className="inline-flex min-h-11 items-center text-navy-800 underline underline-offset-4 hover:text-gold-700"
              >
                {contentLinks.privacy.label}
              </IntentLink>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
