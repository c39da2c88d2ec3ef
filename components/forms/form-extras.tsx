import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ContactChannels, ContactLinks } from '@/lib/leads/contact-links';
import type { FormDefinition, LeadFormWords, LeadMessage } from '@/lib/forms/types';
import { honeypotField, originFields } from '@/lib/leads/fields';
import { leadProvider } from '@/lib/leads/providers';
import type { LeadStatus } from './lead-form-state';

/** Bots fill every input; people never see this one. The service drops leads that fill it. */
export function Honeypot({ id, label, registration }: { id: string; label: string; registration?: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={honeypotField()} data-honeypot="" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/**
 * What the delivery service needs when the browser posts the form itself, without JavaScript
 * (docs/decisions/004-no-js-forms-post-to-the-service.md), and a Spanish page's `language`.
 */
export function NoScriptFields({ form, cityContext }: { form: FormDefinition; cityContext?: string }) {
  const fields = [...leadProvider().hiddenFields(form), ...Object.entries(originFields(form, cityContext))];
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export interface FormFeedbackProps {
  status: LeadStatus;
  /** Its `unsent` words, and on Spanish pages who answers in Spanish. */
  words: Pick<LeadFormWords, 'unsent' | 'spanishHelp'>;
  /** The form's own failure message (its title and text, the phone number in the text). */
  failure: LeadMessage;
  /** The business's phone (content/business.json, handed down by the form's server parent). */
  phone: ContactChannels['phone'];
  /** The request prefilled into a text, a WhatsApp message and an e-mail, for a send that failed. */
  links?: ContactLinks;
}

const linkClass = 'inline-flex min-h-11 items-center font-bold underline underline-offset-4';

/**
 * The form's own message when the confirmation's code could not load: its success text and the
 * way back to an empty form.
 */
export function ConfirmationFallback({ form, words, onAnother }: { form: FormDefinition; words: LeadFormWords; onAnother: () => void }) {
  const { success } = form.messages;
  return (
    <div role="status" className="rounded-lg bg-green-50 p-5 text-green-900 ring-1 ring-green-200">
      <strong className="block text-xl font-bold">{success.title}</strong> {success.description}
      <button type="button" onClick={onAnother} className="mt-3 block font-bold underline underline-offset-4">
        {words.confirmation.sendAnother}
      </button>
    </div>
  );
}

/** A text with the business number in it, the number a call link (one unbreakable run, lib/facts/us-phone). */
function withCallLink(text: string, phone: ContactChannels['phone']) {
  const at = text.indexOf(phone.display);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={phone.href} className={linkClass}>
        {phone.display}
      </a>
      {text.slice(at + phone.display.length)}
    </>
  );
}

/**
 * A send that failed, or waits for the network, said once and here, under the send button: the
 * form's own failure message (no toast says it again: docs/decisions/032) with the phone, then the request
 * ready to go by text, WhatsApp or e-mail. An alert, so a screen reader hears it as it appears.
 */
export function FormFeedback({ status, words: { unsent: words, spanishHelp }, failure, phone, links }: FormFeedbackProps) {
  const queued = status === 'queued';
  return (
    <>
      {(status === 'failed' || queued) && (
        <div
          role="alert"
          data-lead-failure={queued ? undefined : ''}
          data-lead-queued={queued ? '' : undefined}
          className={
            queued
              ? 'mt-5 rounded-lg bg-navy-50 p-4 text-navy-900 ring-1 ring-navy-100'
              : 'mt-5 rounded-lg bg-emergency-50 p-4 text-emergency-800 ring-1 ring-emergency-100'
          }
        >
          {queued ? (
            <p>
              {words.offlineNote}{' '}
              <a href={phone.href} className={linkClass}>
                {phone.display}
              </a>
            </p>
          ) : (
            <>
              <h3 className="mb-1 text-lg font-bold">{failure.title}</h3>
              <p>{withCallLink(failure.description, phone)}</p>
              <p className="mt-2">{words.failureNote}</p>
            </>
          )}
          {links && (
            <>
              <p className="mt-2">{words.otherWays}</p>
              <ul className="mt-1 flex flex-wrap gap-x-4">
                <li>
                  <a href={links.sms} className={linkClass} data-channel="sms">
                    {words.sms}
                  </a>
                </li>
                <li>
                  <a href={links.whatsapp} className={linkClass} data-channel="whatsapp" target="_blank" rel="noopener noreferrer">
                    {words.whatsapp}
                  </a>
                </li>
                <li>
                  <a href={links.email} className={linkClass} data-channel="email">
                    {words.email}
                  </a>
                </li>
              </ul>
            </>
          )}
          {spanishHelp && (
            <p className="mt-2 text-sm" data-lead-spanish-help="">
              {spanishHelp}
            </p>
          )}
        </div>
      )}
    </>
  );
}
