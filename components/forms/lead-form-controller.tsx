'use client';

import { type ActionDispatch, type RefObject, useEffect, useMemo, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { readAttribution } from '@/lib/leads/attribution';
import type { FormDefinition } from '@/lib/forms/types';
import { clearDraft } from '@/lib/leads/drafts';
import { buildLeadPayload, type LeadPayload, leadSchema, type LeadValues } from '@/lib/leads/payload';
import { pendingLead } from '@/lib/leads/outbox';
import { type LeadResult, sendLead } from '@/lib/leads/send';
import { isOnline } from '@/lib/browser/online';
import type { LeadFormAction, LeadFormBinding, LeadFormValues } from './lead-form-state';
import { clearPhotos, type LeadPhotos, photosToSend } from './lead-photos';
import { notify, preloadToasts } from './notify';

export interface LeadFormControllerProps {
  form: FormDefinition;
  cityContext: string | undefined;
  /** This form on this page: names its draft and its outbox entry. */
  draftKey: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** Forms with a photo input: the picker's photos, once it has loaded (PhotoField). */
  photos?: RefObject<LeadPhotos | null>;
  dispatch: ActionDispatch<[LeadFormAction]>;
  onBind: (binding: LeadFormBinding) => void;
}

/**
 * Checks a submit against the lead's schema, reading each field as the page shows it: some
 * autofill sets a value without any event, which react-hook-form never hears, and the lead must
 * carry what the visitor sees. rhf hands the resolver every registered field with its element.
 */
function leadResolver(schema: ReturnType<typeof leadSchema>): Resolver<LeadFormValues> {
  return (held, _context, { fields }) => {
    const shown = Object.values(fields).map(({ name, ref }) => [name, 'value' in ref ? String(ref.value) : held[name]]);
    const parsed = schema.safeParse({ ...held, ...Object.fromEntries(shown) });
    if (parsed.success) return { values: parsed.data, errors: {} };
    return { values: {}, errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), { type: issue.code }])) };
  };
}

/**
 * The code behind a lead form, loaded the first time a visitor may use it (see LeadForm and
 * docs/decisions/007-lazy-form-controller.md). react-hook-form holds the values and checks them
 * with the lead's schema, lib/leads/send delivers, the form's reducer shows what became of it and
 * sonner says a delivery too. It renders nothing: it hands `register` and `submit` to the form, which
 * keeps its DOM and what was typed.
 */
export default function LeadFormController({ form, cityContext, draftKey, formRef, photos, dispatch, onBind }: LeadFormControllerProps) {
  // No defaultValues: on registration react-hook-form reads each field from the DOM, so text
  // typed into the built form before this code arrived (or restored from a draft) is kept.
  const schema = useMemo(() => leadSchema(form), [form]);
  const resolver = useMemo(() => leadResolver(schema), [schema]);
  const { register, handleSubmit, reset, getValues } = useForm<LeadFormValues>({ resolver });
  const context = useRef(cityContext);

  useEffect(() => {
    context.current = cityContext;
  }, [cityContext]);

  useEffect(() => {
    preloadToasts();
    const empty = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, '']));

    const settle = (result: LeadResult, values: LeadValues, lead?: LeadPayload) => {
      // Only a delivered lead clears the form, its draft and its photos; after anything else every value stays.
      if (result.status === 'delivered') {
        reset(empty, { keepFieldsRef: true });
        clearDraft(draftKey);
        clearPhotos(photos?.current ?? null, formRef.current);
      }
      dispatch({ type: 'settle', result, values, lead: lead?.fields });
      // A delivery is also a toast; a failure or a wait is said once, in the form (FormFeedback).
      if (result.status === 'delivered') void notify(form.messages.success, `lead-${form.id}`);
    };

    const send = async (values: LeadValues, lead: () => LeadPayload | Promise<LeadPayload>) => {
      dispatch({ type: 'submit' });
      let payload: LeadPayload;
      try {
        payload = await lead();
      } catch {
        // A lead that could not be built (a photo that could not be read, storage gone wrong): the
        // button comes back and the visitor gets the phone number; every value stays.
        return settle({ status: 'failed', reason: 'not-built' }, values);
      }
      settle(await sendLead(draftKey, payload), values, payload);
    };

    const submit = handleSubmit(
      (values) =>
        send(values, async () =>
          buildLeadPayload(form, values, {
            pagePath: window.location.pathname,
            cityContext: context.current,
            attribution: readAttribution(),
            photos: form.photos && photos ? await photosToSend(photos.current, formRef.current) : undefined,
          }),
        ),
      // The browser checks the fields first; should the schema still refuse, the visitor gets the failure note, not silence.
      () => settle({ status: 'failed', reason: 'not-built' }, getValues()),
    );

    // Back online, or this form's code arrived after a reload: a kept lead goes out by itself, once.
    const resend = () => {
      const pending = pendingLead(draftKey);
      // Its fields are the form's own strings plus the service's, which the failure note's links skip.
      if (pending && isOnline()) void send(pending.fields as LeadValues, () => pending);
    };
    window.addEventListener('online', resend);
    resend();

    onBind({ register, submit: (event) => void submit(event) });
    return () => window.removeEventListener('online', resend);
  }, [form, schema, draftKey, formRef, photos, register, handleSubmit, reset, getValues, dispatch, onBind]);

  return null;
}
