'use client';

import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FormDefinition } from '@/content/forms';
import { buttonClasses } from '@/components/ui/button-styles';
import { useDetectedCity } from '@/lib/detected-city-store';
import { leadFallbackEndpoint } from '@/lib/leads/endpoint';
import { FormFeedback, Honeypot, NoScriptFields } from './form-extras';
import { FormField } from './form-field';
import { preloadToasts } from './notify';
import { useLeadSubmission } from './use-lead-submission';

export interface LeadFormProps {
  form: FormDefinition;
  /** The city this lead is about (a city page's city); sent with the lead. */
  city?: string;
  /** A city known only in the browser (the home page's detected city); wins over `city`. */
  cityContext?: string;
  /** Home page forms: send the city the visitor's browser detected (lib/detected-city-store). */
  followDetectedCity?: boolean;
}

type Values = Record<string, string>;

/**
 * One form of the site. Without JavaScript it is a plain POST to the service's non-AJAX address;
 * once hydrated, react-hook-form intercepts the submit and the lead goes through lib/leads.
 * Validation is the browser's own: the submit event only fires when required fields are filled.
 */
export function LeadForm({ form, city, cityContext, followDetectedCity = false }: LeadFormProps) {
  const detected = useDetectedCity();
  const context = cityContext ?? (followDetectedCity ? detected.city : undefined) ?? city;
  const defaults: Values = Object.fromEntries([...form.fields.map((field) => [field.name, '']), ['_honey', '']]);
  const { register, handleSubmit, reset } = useForm<Values>({ defaultValues: defaults });
  const { status, send, messages } = useLeadSubmission(form, context);
  const submitting = status === 'submitting';
  const submitRef = useRef<HTMLButtonElement>(null);

  // Disabling the focused button drops focus to the page; give it back so keyboard users stay here.
  useEffect(() => {
    if ((status === 'success' || status === 'failure') && document.activeElement === document.body) submitRef.current?.focus();
  }, [status]);

  const onValid = async (values: Values) => {
    // Only a delivered lead clears the form; after a failure every typed value stays.
    if (await send(values)) reset(defaults);
  };

  return (
    <form
      method="post"
      action={leadFallbackEndpoint()}
      onSubmit={handleSubmit(onValid)}
      onFocus={preloadToasts}
      data-form-id={form.id}
      data-city={context}
      aria-busy={submitting}
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-navy-100 sm:p-8"
    >
      <NoScriptFields form={form} cityContext={context} />
      <div className="grid gap-4 sm:grid-cols-2">
        {form.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={`${form.id}-${field.name}`}
            requiredMark={form.requiredMark}
            registration={register(field.name)}
          />
        ))}
      </div>
      <Honeypot id={`${form.id}-honey`} registration={register('_honey')} />
      <button
        ref={submitRef}
        type="submit"
        disabled={submitting}
        className={buttonClasses({ variant: form.submitVariant ?? 'default', size: 'lg', className: 'mt-6 w-full whitespace-normal' })}
      >
        {submitting ? 'Submitting...' : form.submitLabel}
      </button>
      <FormFeedback status={status} messages={messages} />
    </form>
  );
}
