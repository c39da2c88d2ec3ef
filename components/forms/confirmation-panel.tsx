'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { PhoneIcon } from '@/components/ui/icons';
import { calendarFile } from '@/lib/booking/ics';
import type { BookingSettings } from '@/lib/booking/settings';
import type { ArrivalWindow } from '@/lib/booking/windows';
import type { FormDefinition, LeadFormWords } from '@/lib/forms/types';
import type { LeadFields } from '@/lib/leads/payload';
import { leadSummary } from '@/lib/leads/summary';
import { calendarDescription, nextStep } from './next-step';

export interface ConfirmationPanelProps {
  form: FormDefinition;
  words: LeadFormWords;
  booking: BookingSettings;
  /** The business's call link, for the emergency line after hours. */
  callHref: string;
  /** What was delivered. */
  fields: LeadFields;
  /** The arrival window picked, when one was. */
  window?: ArrivalWindow;
  onAnother: () => void;
}

/** The window as the page says it: "jue, 26 nov, 10 a. m.-12 p. m." on a Spanish page. */
const shownWindow = (window: ArrivalWindow) => `${window.day}, ${window.hours}`;

/** Saves the visit as a tentative event, made here in the browser. */
function downloadCalendar(window: ArrivalWindow, uid: string, booking: BookingSettings, text: LeadFormWords['confirmation']) {
  const body = calendarFile({
    window,
    timeZone: booking.timeZone,
    uid,
    summary: text.calendarTitle,
    description: calendarDescription(text, shownWindow(window)),
    now: new Date(),
  });
  const url = URL.createObjectURL(new Blob([body], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = text.calendarFile;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Takes the form's place once its request is delivered, and stays until the visitor asks for a
 * new form: the form's own message, what happens next on the business's clock, what was sent.
 * It takes focus, so screen readers read it out and keyboard users start from here.
 */
export default function ConfirmationPanel({ form, words, booking, callHref, fields, window, onAnother }: ConfirmationPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [now] = useState(() => new Date());
  const text = words.confirmation;
  const titleId = `${form.id}-confirmation`;
  const rows = leadSummary(form, fields, { ...text, arrivalWindow: words.arrival.summary }, window && shownWindow(window));
  const next = nextStep(form.messages, now, booking, text, words.locale);
  const uid = `${typeof fields.leadId === 'string' ? fields.leadId : now.getTime()}@${form.id}`;

  // Its top goes just under the sticky header, so the toasts at the bottom of the screen stay below it.
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-labelledby={titleId}
      data-lead-confirmation=""
      className="scroll-mt-6 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200 focus:outline-3 focus:outline-gold-400"
    >
      <h3 id={titleId} className="text-lg font-bold sm:text-xl">
        {form.messages.success.title}
      </h3>
      <p className="mt-1">{form.messages.success.description}</p>
      {/* After hours the office's call-back is hours away: the emergency line comes first, as a button. */}
      {next.emergencyCall && (
        <a
          href={callHref}
          data-emergency-call=""
          className={buttonClasses({
            variant: 'destructive',
            size: 'lg',
            className: 'mt-3 w-full max-sm:px-4 max-sm:text-base max-sm:whitespace-normal',
          })}
        >
          <PhoneIcon className="size-5 shrink-0" />
          {text.emergencyCall}
        </a>
      )}
      {next.lines.map((line) => (
        <p key={line} className="mt-2 font-semibold" data-next-step="">
          {line}
        </p>
      ))}
      {words.spanishReply && (
        <p className="mt-2" data-lead-reply="">
          {words.spanishReply}
        </p>
      )}
      {rows.length > 0 && (
        <>
          <h4 className="mt-3 font-bold">{text.summaryTitle}</h4>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
            {rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-semibold">{row.label}</dt>
                <dd className="line-clamp-2 break-words">{row.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {window && (
          <button
            type="button"
            onClick={() => downloadCalendar(window, uid, booking, text)}
            className={buttonClasses({ variant: 'default', size: 'sm' })}
          >
            {text.addToCalendar}
          </button>
        )}
        <button type="button" onClick={onAnother} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {text.sendAnother}
        </button>
      </div>
    </div>
  );
}
