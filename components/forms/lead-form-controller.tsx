'use client';

import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FormDefinition } from '@/content/forms';
import { getLeadMessages } from '@/content/messages';
import { readAttribution } from '@/lib/attribution';
import { buildLeadPayload, honeypotField } from '@/lib/leads/payload';
import { submitLead } from '@/lib/leads/submit';
import type { LeadFormBinding, LeadStatus, LeadFormValues } from './lead-form-state';
import { notify, preloadToasts } from './notify';

export interface LeadFormControllerProps {
  form: FormDefinition;
  cityContext: string | undefined;
  onStatus: (status: LeadStatus) => void;
  onBind: (binding: LeadFormBinding) => void;
}

/**
 * The code behind a lead form, loaded the first time a visitor may use one (see LeadForm):
 * react-hook-form reads the fields, lib/leads sends the lead, sonner reports back. Renders
 * nothing; it hands `register` and `submit` to the form, which keeps its DOM (and what was typed).
 */
export default function LeadFormController({ form, cityContext, onStatus, onBind }: LeadFormControllerProps) {
  // No defaultValues: on registration react-hook-form reads each field from the DOM, so text
  // typed into the pre-rendered form before this code arrived is kept.
  const { register, handleSubmit, reset } = useForm<LeadFormValues>();
  const context = useRef(cityContext);
  const inFlight = useRef(false);

  useEffect(() => {
    context.current = cityContext;
  }, [cityContext]);

  useEffect(() => {
    preloadToasts();
    const messages = getLeadMessages(form.messages);
    const empty = Object.fromEntries([...form.fields.map((field) => [field.name, '']), [honeypotField(), '']]);

    // A second submit while one is in flight is ignored, so a double click sends one request.
    const send = async (values: LeadFormValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      onStatus('submitting');
      const payload = buildLeadPayload(form, values, {
        pagePath: window.location.pathname,
        cityContext: context.current,
        attribution: readAttribution(),
        honeypot: values[honeypotField()],
      });
      const result = await submitLead(payload);
      inFlight.current = false;
      // Only a delivered lead clears the form; after a failure every typed value stays.
      if (result.ok) reset(empty, { keepFieldsRef: true });
      onStatus(result.ok ? 'success' : 'failure');
      void notify(result.ok ? 'success' : 'error', result.ok ? messages.success : messages.failure);
    };

    onBind({ register, submit: (event) => void handleSubmit(send)(event) });
  }, [form, register, handleSubmit, reset, onStatus, onBind]);

  return null;
}
