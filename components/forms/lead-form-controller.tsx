'use client';

import { type BaseSyntheticEvent, type RefObject, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FormDefinition } from '@/content/forms';
import { getLeadMessages, leadRecoveryMessages } from '@/content/messages';
import { readAttribution } from '@/lib/attribution';
import { clearDraft } from '@/lib/leads/drafts';
import { newLeadId, pendingLead, sendLead, withLeadId } from '@/lib/leads/outbox';
import { arrivalWindowField, buildLeadPayload, honeypotField, type LeadFields, type LeadPayload } from '@/lib/leads/payload';
import { photoLimits, sendableAsIs } from '@/lib/photos/plan';
import type { LeadFormBinding, LeadPhotos, LeadStatus, LeadFormValues } from './lead-form-state';
import { notify, preloadToasts } from './notify';

export interface LeadFormControllerProps {
  form: FormDefinition;
  cityContext: string | undefined;
  /** This form on this page: names its draft and its outbox entry. */
  draftKey: string;
  /** Forms with a photo input: the picker's photos, once it has loaded (PhotoField). */
  photos?: RefObject<LeadPhotos | null>;
  /** Delivered: with what was sent, for the confirmation. */
  onStatus: (status: LeadStatus, delivered?: LeadFields) => void;
  onBind: (binding: LeadFormBinding) => void;
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** How long a send waits for photos still being resized before it goes with those that are ready. */
const photoWaitMs = 10_000;

/**
 * The photos to send: the picker's, resized. If its code is not here (a send right after the
 * pick, or it failed to load), the input's own files that are small enough go as they are.
 */
async function photosToSend(photos: LeadPhotos | null | undefined, form: HTMLFormElement | undefined): Promise<File[]> {
  if (photos) {
    let timer: number | undefined;
    const waited = new Promise<File[]>((resolve) => (timer = window.setTimeout(() => resolve(photos.current()), photoWaitMs)));
    try {
      return await Promise.race([photos.ready(), waited]);
    } catch {
      return photos.current();
    } finally {
      window.clearTimeout(timer);
    }
  }
  const input = form?.querySelector<HTMLInputElement>('input[data-lead-photos]');
  return [...(input?.files ?? [])].filter(sendableAsIs).slice(0, photoLimits.count);
}

/**
 * The code behind a lead form, loaded the first time a visitor may use one (see LeadForm):
 * react-hook-form reads the fields, lib/leads sends the lead (through the outbox, which keeps
 * it while the browser is offline), sonner reports back. Renders nothing; it hands `register`
 * and `submit` to the form, which keeps its DOM (and what was typed).
 */
export default function LeadFormController({ form, cityContext, draftKey, photos, onStatus, onBind }: LeadFormControllerProps) {
  // No defaultValues: on registration react-hook-form reads each field from the DOM, so text
  // typed into the pre-rendered form before this code arrived (or restored from a draft) is kept.
  const { register, handleSubmit, reset } = useForm<LeadFormValues>();
  const context = useRef(cityContext);
  const inFlight = useRef(false);
  // One id per lead, the same on every try, until it is delivered.
  const leadId = useRef<string | undefined>(undefined);
  // The form element of the last submit: where photos are read from when the picker is not here.
  const formElement = useRef<HTMLFormElement | undefined>(undefined);

  useEffect(() => {
    context.current = cityContext;
  }, [cityContext]);

  useEffect(() => {
    preloadToasts();
    const messages = getLeadMessages(form.messages);
    const names = [...form.fields.map((field) => field.name), ...(form.arrivalWindow ? [arrivalWindowField] : []), honeypotField()];
    const empty = Object.fromEntries(names.map((name) => [name, '']));
    const toastId = `lead-${form.id}`;

    // Photos go with the form that sent them; a failed send keeps them, like every typed value.
    const clearPhotos = () => {
      if (photos?.current) photos.current.clear();
      else {
        const input = formElement.current?.querySelector<HTMLInputElement>('input[data-lead-photos]');
        if (input) input.value = '';
      }
    };

    // One send at a time per form: a double click, or a click while the outbox resends, sends one request.
    const dispatch = async (lead: LeadPayload | (() => Promise<LeadPayload>)) => {
      if (inFlight.current) return;
      inFlight.current = true;
      onStatus('submitting');
      let payload: LeadPayload;
      let result: Awaited<ReturnType<typeof sendLead>>;
      try {
        payload = typeof lead === 'function' ? await lead() : lead;
        result = await sendLead(draftKey, payload);
      } catch {
        // Whatever broke on the way (a payload that could not be built, a photo that could not be
        // read), the button comes back and the visitor gets the phone number; every value stays.
        onStatus('failure');
        void notify('error', messages.failure, toastId);
        return;
      } finally {
        inFlight.current = false;
      }
      if (result.ok) {
        // Only a delivered lead clears the form and its draft; after a failure every typed value stays.
        reset(empty, { keepFieldsRef: true });
        clearDraft(draftKey);
        clearPhotos();
        leadId.current = undefined;
        onStatus('success', payload.fields);
        void notify('success', messages.success, toastId);
      } else if (result.reason === 'queued' && browserOffline()) {
        onStatus('queued');
        void notify('info', leadRecoveryMessages.queued, toastId);
      } else {
        // Lost on the network while the browser says it is online: kept for the next reconnect,
        // and the visitor is told now, with the phone number and the other channels.
        onStatus('failure');
        void notify('error', messages.failure, toastId);
      }
    };

    const send = (values: LeadFormValues, event?: BaseSyntheticEvent) => {
      const id = (leadId.current ??= newLeadId());
      if (event?.target instanceof HTMLFormElement) formElement.current = event.target;
      return dispatch(async () => {
        const payload = buildLeadPayload(form, values, {
          pagePath: window.location.pathname,
          cityContext: context.current,
          attribution: readAttribution(),
          honeypot: values[honeypotField()],
          photos: form.photos && photos ? await photosToSend(photos.current, formElement.current) : undefined,
        });
        return withLeadId(payload, id);
      });
    };

    // Back online: the lead kept in the outbox goes out by itself, exactly once.
    const resend = () => {
      const pending = pendingLead(draftKey);
      if (!pending || browserOffline()) return;
      if (typeof pending.fields.leadId === 'string') leadId.current = pending.fields.leadId;
      void dispatch(pending);
    };
    window.addEventListener('online', resend);
    // A lead kept before a reload of this page goes out as soon as its form's code is here.
    resend();

    onBind({ register, submit: (event) => void handleSubmit(send)(event) });
    return () => window.removeEventListener('online', resend);
  }, [form, draftKey, photos, register, handleSubmit, reset, onStatus, onBind]);

  return null;
}
