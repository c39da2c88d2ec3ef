'use client';

import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { FormDefinition } from '@/content/forms';
import { getLeadMessages } from '@/content/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { useDetectedCity } from '@/lib/detected-city-store';
import { leadFallbackEndpoint } from '@/lib/leads/endpoint';
import { honeypotField } from '@/lib/leads/payload';
import { FormFeedback, Honeypot, NoScriptFields } from './form-extras';
import { FormField } from './form-field';
import type { LeadFormBinding, LeadStatus } from './lead-form-state';

const LeadFormController = lazy(() => import('./lead-form-controller'));

export interface LeadFormProps {
  form: FormDefinition;
  /** The city this lead is about (a city page's city); sent with the lead. */
  city?: string;
  /** A city known only in the browser (the home page's detected city); wins over `city`. */
  cityContext?: string;
  /** Home page forms: send the city the visitor's browser detected (lib/detected-city-store). */
  followDetectedCity?: boolean;
}

/**
 * One form of the site. Without JavaScript it is a plain POST to the service's non-AJAX address.
 * With JavaScript the form itself is a small island; its code (react-hook-form, lib/leads and
 * the toasts) loads the first time the visitor may use it: the form nears the screen, or they
 * point at, focus or type into it. The controller then binds to the same inputs, so nothing
 * typed meanwhile is lost, and a submit pressed before it arrived is held and sent through it.
 * Validation is the browser's own: the submit event only fires when required fields are filled.
 */
export function LeadForm({ form, city, cityContext, followDetectedCity = false }: LeadFormProps) {
  const detected = useDetectedCity();
  const context = cityContext ?? (followDetectedCity ? detected.city : undefined) ?? city;
  const messages = getLeadMessages(form.messages);
  const [status, setStatus] = useState<LeadStatus>('idle');
  const [wanted, setWanted] = useState(false);
  const [binding, setBinding] = useState<LeadFormBinding | null>(null);
  const heldSubmit = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const submitting = status === 'submitting';
  const want = useCallback(() => setWanted(true), []);

  // Load the controller once the form comes near the screen (scrolling is the visitor's doing).
  useEffect(() => {
    const element = formRef.current;
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: '300px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted, want]);

  useEffect(() => {
    if (binding && heldSubmit.current) {
      heldSubmit.current = false;
      formRef.current?.requestSubmit();
    }
  }, [binding]);

  // Disabling the focused button drops focus to the page; give it back so keyboard users stay here.
  useEffect(() => {
    if ((status === 'success' || status === 'failure') && document.activeElement === document.body) submitRef.current?.focus();
  }, [status]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (binding) return binding.submit(event);
    event.preventDefault();
    heldSubmit.current = true;
    want();
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={leadFallbackEndpoint()}
      onSubmit={onSubmit}
      onFocus={want}
      onPointerDown={want}
      onInput={want}
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
            registration={binding?.register(field.name)}
          />
        ))}
      </div>
      <Honeypot id={`${form.id}-honey`} registration={binding?.register(honeypotField())} />
      <button
        ref={submitRef}
        type="submit"
        disabled={submitting}
        className={buttonClasses({ variant: form.submitVariant ?? 'default', size: 'lg', className: 'mt-6 w-full whitespace-normal' })}
      >
        {submitting ? 'Submitting...' : form.submitLabel}
      </button>
      <FormFeedback status={status} messages={messages} />
      {wanted && (
        <Suspense fallback={null}>
          <LeadFormController form={form} cityContext={context} onStatus={setStatus} onBind={setBinding} />
        </Suspense>
      )}
    </form>
  );
}
