'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FormDefinition } from '@/content/forms';
import { getLeadMessages, type LeadMessage, leadRecoveryMessages } from '@/content/messages';
import { readAttribution } from '@/lib/attribution';
import { clearDraft, saveDraft } from '@/lib/leads/drafts';
import { arrivalWindowField, buildLeadPayload, honeypotField, type LeadFields, type LeadPayload } from '@/lib/leads/payload';
import { type LeadResult, pendingLead, sendLead } from '@/lib/leads/send';
import { isOnline } from '@/lib/online';
import { photoLimits, sendableAsIs } from '@/lib/photos/plan';
import type { LeadFormBinding, LeadFormValues, LeadPhotos, LeadStatus } from './lead-form-state';
import { notify, type NotifyKind, preloadToasts } from './notify';

export interface LeadFormControllerProps {
  form: FormDefinition;
  cityContext: string | undefined;
  /** This form on this page: names its draft and its outbox entry. */
  draftKey: string;
  /** Forms with a photo input: the picker's photos, once it has loaded (PhotoField). */
  photos?: RefObject<LeadPhotos | null>;
  /** What became of a send; with the fields that were sent, for the confirmation. */
  onStatus: (status: LeadStatus, sent?: LeadFields) => void;
  onBind: (binding: LeadFormBinding) => void;
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
 * The code behind a lead form, loaded the first time a visitor may use it (see LeadForm and
 * docs/decisions/007-lazy-form-controller.md). react-hook-form holds the values (and the draft
 * kept of them), lib/leads/send delivers, sonner reports back. It renders nothing: it hands
 * `register` and `submit` to the form, which keeps its DOM and what was typed.
 */
export default function LeadFormController({ form, cityContext, draftKey, photos, onStatus, onBind }: LeadFormControllerProps) {
  // No defaultValues: on registration react-hook-form reads each field from the DOM, so text
  // typed into the built form before this code arrived (or restored from a draft) is kept.
  const { register, handleSubmit, reset, subscribe } = useForm<LeadFormValues>();
  const context = useRef(cityContext);
  const inFlight = useRef(false);
  // The form element of the last submit: where photos are read from when the picker is not here.
  const formElement = useRef<HTMLFormElement | undefined>(undefined);

  useEffect(() => {
    context.current = cityContext;
  }, [cityContext]);

  // The draft is what react-hook-form holds, never the honeypot; a reset to empty removes it.
  useEffect(() => {
    const honeypot = honeypotField();
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(draftKey, { ...values, [honeypot]: undefined }),
    });
  }, [subscribe, draftKey]);

  useEffect(() => {
    preloadToasts();
    const messages = getLeadMessages(form.messages);
    const toasts: Record<LeadResult['status'], [NotifyKind, LeadMessage]> = {
      delivered: ['success', messages.success],
      queued: ['info', leadRecoveryMessages.queued],
      failed: ['error', messages.failure],
    };
    const tell = (status: LeadResult['status']) => void notify(toasts[status][0], toasts[status][1], toastId);
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
    const dispatch = async (lead: () => LeadPayload | Promise<LeadPayload>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      onStatus('submitting');
      try {
        const payload = await lead();
        const { status } = await sendLead(draftKey, payload);
        // Only a delivered lead clears the form and its draft; after anything else every typed value stays.
        if (status === 'delivered') {
          reset(empty, { keepFieldsRef: true });
          clearDraft(draftKey);
          clearPhotos();
        }
        onStatus(status, payload.fields);
        tell(status);
      } catch {
        // Whatever broke on the way (a payload that could not be built, a photo that could not be
        // read), the button comes back and the visitor gets the phone number; every value stays.
        onStatus('failed');
        tell('failed');
      } finally {
        inFlight.current = false;
      }
    };

    const submit = handleSubmit((values, event) => {
      if (event?.target instanceof HTMLFormElement) formElement.current = event.target;
      return dispatch(async () =>
        buildLeadPayload(form, values, {
          pagePath: window.location.pathname,
          cityContext: context.current,
          attribution: readAttribution(),
          honeypot: values[honeypotField()],
          photos: form.photos && photos ? await photosToSend(photos.current, formElement.current) : undefined,
        }),
      );
    });

    // Back online, or this form's code arrived after a reload: a kept lead goes out by itself, once.
    const resend = () => {
      const pending = pendingLead(draftKey);
      if (pending && isOnline()) void dispatch(() => pending);
    };
    window.addEventListener('online', resend);
    resend();

    onBind({ register, submit: (event) => void submit(event) });
    return () => window.removeEventListener('online', resend);
  }, [form, draftKey, photos, register, handleSubmit, reset, onStatus, onBind]);

  return null;
}
