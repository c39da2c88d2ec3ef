'use client';

import { type ReactNode, useCallback, useEffect, useReducer, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { lazyIsland, SafeIsland } from '@/components/ui/safe-island';
import type { BookingSettings } from '@/lib/booking/settings';
import { type ContactChannels, contactLinks } from '@/lib/leads/contact-links';
import type { FormDefinition, LeadFormWords } from '@/lib/forms/types';
import { useDetectedCity } from '@/lib/service-area/detected-city-store';
import { draftKey as draftKeyOf, restoreDraft, saveDraft, typedValues } from '@/lib/leads/drafts';
import { arrivalWindowField, honeypotField } from '@/lib/leads/fields';
import { leadFallbackEndpoint, photoField } from '@/lib/leads/providers';
import { ArrivalWindowField } from './arrival-window-field';
import { ConfirmationFallback, FormFeedback, Honeypot, NoScriptFields } from './form-extras';
import { FormField } from './form-field';
import { leadFormReducer } from './lead-form-state';
import { usePickedPhotos } from './lead-photos';
import { PhotoField } from './photo-field';
import { useArrivalWindows } from './use-arrival-windows';
import { useLeadCode } from './use-lead-code';

const LeadFormController = lazyIsland(() => import('./lead-form-controller'));
const loadConfirmation = () => import('./confirmation-panel');
const ConfirmationPanel = lazyIsland(loadConfirmation);

export interface LeadFormProps {
  form: FormDefinition;
  /** The words the form shows besides its fields, in its page's language (lib/forms/island-words). */
  words: LeadFormWords;
  /** The business's booking settings: the arrival windows and what the confirmation says happens next. */
  booking: BookingSettings;
  /** The business's phone and the channels a failed send offers (lib/content/business: contactChannels). */
  contact: ContactChannels;
  /** The city this lead is about (a city page's city); sent with the lead. */
  city?: string;
  /** A city known only in the browser (the home page's detected city); wins over `city`. */
  cityContext?: string;
  /** Home page forms: send the city the visitor's browser detected (lib/service-area/detected-city-store). */
  followDetectedCity?: boolean;
  /** Forms with an arrival window: its day-and-window choice as built (ArrivalWindowPlain). */
  plainArrivalWindow?: ReactNode;
}

/**
 * One form of the site: a plain POST to the delivery service without JavaScript
 * (docs/decisions/004-no-js-forms-post-to-the-service.md); with it, a small island whose code
 * loads on intent (useLeadCode). Validation is the browser's own: the submit event only fires
 * once required fields are filled. Its one state is leadFormReducer's; what is typed is kept for
 * the tab (lib/leads/drafts), written from the page on every input, with or without the code.
 */
export function LeadForm({
  form,
  words,
  booking,
  contact,
  city,
  cityContext,
  followDetectedCity = false,
  plainArrivalWindow,
}: LeadFormProps) {
  const detected = useDetectedCity();
  const context = cityContext ?? (followDetectedCity ? detected.city : undefined) ?? city;
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(leadFormReducer, { status: 'idle' });
  const arrival = useArrivalWindows(form.arrivalWindow, booking, words.locale);
  // Repair and estimate forms take photos where the service accepts files (docs/decisions/051-lead-photos.md).
  const photoInput = form.photos ? photoField() : undefined;
  const [photos, takePhotos] = usePickedPhotos();
  const draftKey = useCallback(() => draftKeyOf(form.id, window.location.pathname), [form.id]);
  // The code could not load: the page's values are all there is to carry.
  const heldOffline = useCallback(
    () => formRef.current && dispatch({ type: 'settle', result: { status: 'queued' }, values: typedValues(formRef.current) }),
    [],
  );
  const code = useLeadCode(formRef, heldOffline);
  const submitting = state.status === 'submitting';
  const delivered = state.status === 'delivered' && state.lead ? state.lead : undefined;
  const unsent = state.status === 'failed' || state.status === 'queued';

  // A draft this tab kept goes back into the fields before the form's code binds to them, and
  // into the list of windows once that is there.
  const windowsShown = arrival.windows !== null;
  useEffect(() => {
    if (formRef.current) restoreDraft(draftKey(), formRef.current);
  }, [draftKey, windowsShown]);

  // The confirmation's code is fetched while the lead travels.
  useEffect(() => {
    if (submitting) loadConfirmation().catch(() => undefined);
  }, [submitting]);

  // Disabling the focused button drops focus to the page; give it back so keyboard users stay here.
  // The send button and the failure note are brought into view clear of the toasts at the bottom.
  useEffect(() => {
    if (!unsent) return;
    if (document.activeElement === document.body) submitRef.current?.focus({ preventScroll: true });
    actionsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [unsent, state.status]);

  const sendAnother = () => {
    dispatch({ type: 'reset' });
    arrival.refresh();
    // The empty form is back: start where a visitor starts, at its first field.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), select, textarea')?.focus(),
    );
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={leadFallbackEndpoint(form)}
      // Without JavaScript the browser posts picked photos itself, which takes a multipart body.
      encType={photoInput ? 'multipart/form-data' : undefined}
      onSubmit={(event) => {
        arrival.remember(formRef.current);
        code.submit(event);
      }}
      onFocus={code.want}
      onPointerDown={code.want}
      onInput={() => {
        code.want();
        if (formRef.current) saveDraft(draftKey(), typedValues(formRef.current));
      }}
      data-form-id={form.id}
      data-city={context}
      data-lead-code={code.state}
      aria-busy={submitting}
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-navy-100 sm:p-8"
    >
      <NoScriptFields form={form} cityContext={context} />
      {delivered && (
        <SafeIsland fallback={<ConfirmationFallback form={form} words={words} onAnother={sendAnother} />}>
          <ConfirmationPanel
            form={form}
            words={words}
            booking={booking}
            callHref={contact.phone.href}
            fields={delivered}
            window={arrival.sentWindow(delivered[arrivalWindowField])}
            onAnother={sendAnother}
          />
        </SafeIsland>
      )}
      <div hidden={!!delivered} className="grid gap-4 sm:grid-cols-2">
        {form.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={`${form.id}-${field.name}`}
            requiredMark={form.requiredMark}
            mark={words.requiredMark}
            registration={code.binding?.register(field.name)}
          />
        ))}
      </div>
      {form.arrivalWindow && (
        <div hidden={!!delivered}>
          <ArrivalWindowField
            id={`${form.id}-${arrivalWindowField}`}
            words={words.arrival}
            windows={arrival.windows}
            plain={plainArrivalWindow}
            registration={arrival.windows ? code.binding?.register(arrivalWindowField) : undefined}
            onOpen={arrival.refresh}
          />
        </div>
      )}
      {photoInput && (
        <div hidden={!!delivered}>
          <PhotoField id={`${form.id}-photos`} name={photoInput} words={words.photos} locale={words.locale} onPhotos={takePhotos} />
        </div>
      )}
      <Honeypot id={`${form.id}-honey`} label={words.spamTrap} registration={code.binding?.register(honeypotField())} />
      <div ref={actionsRef} hidden={!!delivered} className="scroll-mt-6 scroll-mb-56">
        <button
          ref={submitRef}
          type="submit"
          disabled={submitting}
          className={buttonClasses({ variant: form.submitVariant ?? 'default', size: 'lg', className: 'mt-6 w-full whitespace-normal' })}
        >
          {submitting ? words.sending : form.submitLabel}
        </button>
        <FormFeedback
          status={state.status}
          words={words}
          failure={form.messages.failure}
          phone={contact.phone}
          links={unsent ? contactLinks(form, state.values, window.location.href.split('#')[0], words.request, contact) : undefined}
        />
      </div>
      {code.wanted && (
        <SafeIsland onError={code.fail}>
          <LeadFormController
            form={form}
            cityContext={context}
            draftKey={draftKey()}
            formRef={formRef}
            photos={photoInput ? photos : undefined}
            dispatch={dispatch}
            onBind={code.bind}
          />
        </SafeIsland>
      )}
    </form>
  );
}
