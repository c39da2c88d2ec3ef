import type { ReactNode } from 'react';
import { onCrewDays } from '@/lib/booking/settings';
import { bookingSettings, contactChannels } from '@/lib/content/business';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { ChevronDownIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/intent-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import type { FormDefinition } from '@/lib/forms/types';
import { arrivalWindowField } from '@/lib/leads/fields';
import { navigationIn } from '@/lib/site/navigation';
import { ArrivalWindowPlain } from './arrival-window-plain';
import { LeadForm } from './lead-form';

export interface LeadFormSectionProps {
  /** The form in the page's language (lib/forms): its words, and the language its lead says it was written in. */
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
  /**
   * The button that opens the form: the form waits behind it (a native disclosure, so it opens
   * without JavaScript too), for a page that shows one form in its flow.
   */
  openLabel?: string;
}

/**
 * A form's section, on the server: it reads the words the form's island shows besides its fields
 * (the page's language is the form's) and the booking settings, and hands them down as props.
 */
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
  openLabel,
}: LeadFormSectionProps) {
  const headingId = `${id}-heading`;
  // A far town's form offers only the days its county's crews are there.
  const booking = form.workDays ? onCrewDays(bookingSettings, form.workDays) : bookingSettings;
  const words = leadFormWordsIn(form.locale);
  const { privacy } = navigationIn(form.locale).contentLinks;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-navy-50 py-14 sm:py-20">
      <Container>
        <div className={aside ? 'grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]' : 'mx-auto max-w-3xl'}>
          <div>
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align={aside ? 'left' : 'center'} />
            {aside}
          </div>
          <Disclosure label={openLabel}>
            <LeadForm
              form={form}
              words={words}
              booking={booking}
              contact={contactChannels}
              city={city}
              cityContext={cityContext}
              followDetectedCity={followDetectedCity}
              plainArrivalWindow={
                form.arrivalWindow && (
                  <ArrivalWindowPlain
                    id={`${form.id}-${arrivalWindowField}`}
                    words={words.arrival}
                    booking={booking}
                    locale={form.locale}
                  />
                )
              }
            />
            <p className="mt-3 text-center text-sm">
              <IntentLink
                href={privacy.href}
                className="inline-flex min-h-11 items-center text-navy-800 underline underline-offset-4 hover:text-gold-700"
              >
                {privacy.label}
              </IntentLink>
            </p>
          </Disclosure>
        </div>
      </Container>
    </section>
  );
}

/** The form as it is, or behind a button that opens it (a `<details>`: no script needed). */
function Disclosure({ label, children }: { label?: string; children: ReactNode }) {
  if (!label) return <div>{children}</div>;
  return (
    <details className="group">
      <summary
        className={buttonClasses({
          size: 'lg',
          className: 'w-full cursor-pointer list-none group-open:mb-6 [&::-webkit-details-marker]:hidden',
        })}
      >
        {label}
        <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
