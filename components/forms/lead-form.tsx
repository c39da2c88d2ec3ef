'use client';

import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { FormDefinition } from '@/content/forms';
import { getLeadMessages } from '@/content/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { lazyIsland, SafeIsland } from '@/components/ui/safe-island';
import { type ContactLinks, contactLinks } from '@/lib/contact-links';
import { useDetectedCity } from '@/lib/detected-city-store';
import { draftKey as draftKeyOf, restoreDraft, saveDraft, typedValues } from '@/lib/leads/drafts';
import type { ArrivalWindow } from '@/lib/booking/windows';
import { leadFallbackEndpoint } from '@/lib/leads/endpoint';
import { arrivalWindowField, honeypotField, type LeadFields } from '@/lib/leads/payload';
import { photoField } from '@/lib/leads/providers';
import { ArrivalWindowField } from './arrival-window-field';
import { ConfirmationFallback, FormFeedback, Honeypot, NoScriptFields } from './form-extras';
import { FormField } from './form-field';
import type { LeadFormBinding, LeadPhotos, LeadStatus } from './lead-form-state';
import { PhotoField } from './photo-field';
import { useArrivalWindows } from './use-arrival-windows';

const LeadFormController = lazyIsland(() => import('./lead-form-controller'));
const loadConfirmation = () => import('./confirmation-panel');
const ConfirmationPanel = lazyIsland(loadConfirmation);

/** A delivered request, as its confirmation shows it. */
interface Delivered {
  fields: LeadFields;
  window?: ArrivalWindow;
}

function browserOnline(): boolean {
  return navigator.onLine !== false;
}

export interface LeadFormProps {
  form: FormDefinition;
  /** The city this lead is about (a city page's city); sent with the lead. */
  city?: string;
  /** A city known only in the browser (the home page's detected city); wins over `city`. */
  cityContext?: string;
  /** Home page forms: send the city the visitor's browser detected (lib/detected-city-store). */
  followDetectedCity?: boolean;
  /** Forms with an arrival window: its day-and-window choice as built (ArrivalWindowPlain). */
  plainArrivalWindow?: ReactNode;
}

/**
 * One form of the site. Without JavaScript it is a plain POST to the service's non-AJAX address.
 * With JavaScript the form itself is a small island; its code (react-hook-form, lib/leads and
 * the toasts) loads the first time the visitor may use it: the form nears the screen, or they
 * point at, focus or type into it. The controller then binds to the same inputs, so nothing
 * typed meanwhile is lost, and a submit pressed before it arrived is held and sent through it.
 * Validation is the browser's own: the submit event only fires when required fields are filled.
 *
 * What is typed is kept for the tab (lib/leads/drafts) and put back after a reload. When the
 * controller's code cannot load (offline, a removed chunk), the form falls back to its plain
 * POST: at once when online, or once the browser is back online (the submit is held meanwhile).
 */
export function LeadForm({ form, city, cityContext, followDetectedCity = false, plainArrivalWindow }: LeadFormProps) {
  const detected = useDetectedCity();
  const context = cityContext ?? (followDetectedCity ? detected.city : undefined) ?? city;
  const messages = getLeadMessages(form.messages);
  const [status, setStatus] = useState<LeadStatus>('idle');
  const [wanted, setWanted] = useState(false);
  const [binding, setBinding] = useState<LeadFormBinding | null>(null);
  const [plainPost, setPlainPost] = useState(false);
  const [links, setLinks] = useState<ContactLinks>();
  const { windows, refresh: refreshWindows, remember: rememberWindow, sentWindow } = useArrivalWindows(form.arrivalWindow);
  const [delivered, setDelivered] = useState<Delivered | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const heldSubmit = useRef(false);
  // Repair and estimate forms take photos where the service accepts files (docs/decisions/051-lead-photos.md).
  const photoInput = form.photos ? photoField() : undefined;
  const photos = useRef<LeadPhotos | null>(null);
  const takePhotos = useCallback((picked: LeadPhotos) => {
    photos.current = picked;
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const submitting = status === 'submitting';
  const confirmed = status === 'success' && delivered !== null;
  const want = useCallback(() => setWanted(true), []);

  // A draft this tab kept for this form goes back into the fields before any other code binds to
  // them, and into the list of windows once that is there.
  const windowsShown = windows !== null;
  useEffect(() => {
    if (formRef.current) restoreDraft(draftKeyOf(form.id, window.location.pathname), formRef.current);
  }, [form.id, windowsShown]);

  const report = useCallback(
    (next: LeadStatus, fields?: LeadFields) => {
      setStatus(next);
      if (next === 'submitting') loadConfirmation().catch(() => undefined);
      if (next === 'success' && fields) setDelivered({ fields, window: sentWindow(fields[arrivalWindowField]) });
      if ((next === 'failure' || next === 'queued') && formRef.current) {
        setLinks(contactLinks(form, typedValues(formRef.current), window.location.href.split('#')[0]));
      }
    },
    [form, sentWindow],
  );

  // Load the controller once the form comes near the screen (scrolling is the visitor's doing).
  useEffect(() => {
    const element = formRef.current;
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: '300px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted, want]);

  useEffect(() => {
    if (binding && heldSubmit.current) {
      heldSubmit.current = false;
      formRef.current?.requestSubmit();
    }
  }, [binding]);

  // The controller could not load: a held submit is posted the plain way, now or once back online.
  useEffect(() => {
    if (!plainPost) return;
    const postHeld = () => {
      if (!heldSubmit.current || !browserOnline() || !formRef.current) return;
      heldSubmit.current = false;
      HTMLFormElement.prototype.submit.call(formRef.current);
    };
    if (heldSubmit.current && !browserOnline()) report('queued');
    postHeld();
    window.addEventListener('online', postHeld);
    return () => window.removeEventListener('online', postHeld);
  }, [plainPost, report]);

  // Disabling the focused button drops focus to the page; give it back so keyboard users stay here.
  // The send button and the failure note are brought into view clear of the toasts at the bottom.
  useEffect(() => {
    if (status !== 'failure' && status !== 'queued') return;
    if (document.activeElement === document.body) submitRef.current?.focus({ preventScroll: true });
    actionsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [status]);

  const sendAnother = () => {
    setDelivered(null);
    setStatus('idle');
    refreshWindows();
    // The empty form is back: start where a visitor starts, at its first field.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), select, textarea')?.focus(),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    rememberWindow(formRef.current);
    if (binding) return binding.submit(event);
    // Without the controller, an online browser posts the form itself (the no-JavaScript path).
    if (plainPost && browserOnline()) return;
    event.preventDefault();
    heldSubmit.current = true;
    if (plainPost) report('queued');
    want();
  };

  const onInput = () => {
    want();
    if (formRef.current) saveDraft(draftKeyOf(form.id, window.location.pathname), formRef.current);
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={leadFallbackEndpoint()}
      // Without JavaScript the browser posts picked photos itself, which takes a multipart body.
      encType={photoInput ? 'multipart/form-data' : undefined}
      onSubmit={onSubmit}
      onFocus={want}
      onPointerDown={want}
      onInput={onInput}
      data-form-id={form.id}
      data-city={context}
      // Whether the form's code is running, or it fell back to its plain POST (tests and support read it).
      data-lead-code={binding ? 'ready' : plainPost ? 'plain' : undefined}
      aria-busy={submitting}
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-navy-100 sm:p-8"
    >
      <NoScriptFields form={form} cityContext={context} />
      {confirmed && (
        <SafeIsland fallback={<ConfirmationFallback messages={messages} onAnother={sendAnother} />}>
          <ConfirmationPanel form={form} messages={messages} fields={delivered.fields} window={delivered.window} onAnother={sendAnother} />
        </SafeIsland>
      )}
      <div hidden={confirmed} className="grid gap-4 sm:grid-cols-2">
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
      {form.arrivalWindow && (
        <div hidden={confirmed}>
          <ArrivalWindowField
            id={`${form.id}-${arrivalWindowField}`}
            windows={windows}
            plain={plainArrivalWindow}
            registration={windows ? binding?.register(arrivalWindowField) : undefined}
            onOpen={refreshWindows}
          />
        </div>
      )}
      {photoInput && (
        <div hidden={confirmed}>
          <PhotoField id={`${form.id}-photos`} name={photoInput} onPhotos={takePhotos} />
        </div>
      )}
      <Honeypot id={`${form.id}-honey`} registration={binding?.register(honeypotField())} />
      <div ref={actionsRef} hidden={confirmed} className="scroll-mt-6 scroll-mb-56">
        <button
          ref={submitRef}
          type="submit"
          disabled={submitting}
          className={buttonClasses({ variant: form.submitVariant ?? 'default', size: 'lg', className: 'mt-6 w-full whitespace-normal' })}
        >
          {submitting ? 'Submitting...' : form.submitLabel}
        </button>
        <FormFeedback status={status} links={links} />
      </div>
      {wanted && (
        <SafeIsland onError={() => setPlainPost(true)}>
          <LeadFormController
            form={form}
            cityContext={context}
            draftKey={draftKeyOf(form.id, window.location.pathname)}
            photos={photoInput ? photos : undefined}
            onStatus={report}
            onBind={setBinding}
          />
        </SafeIsland>
      )}
    </form>
  );
}
