import { thankYouUrl } from '../thank-you';
import { answerMessage, jsonObject, readJsonAnswer } from './read';
import type { LeadProvider } from './types';

const address = () => `https://formspree.io/f/${process.env.NEXT_PUBLIC_LEAD_FORM_ID ?? ''}`;

/** The error codes of an answer (`errors: [{ code, message }]`). */
const errorCodes = (json: Record<string, unknown> | undefined): unknown[] =>
  Array.isArray(json?.errors) ? json.errors.map((error: { code?: unknown }) => error?.code) : [];

/**
 * Formspree: asked for JSON, it answers `{"ok": true, "next": ...}`; delivered only then. `errors`
 * is a refusal, and an INACTIVE form is one whose e-mail is unconfirmed; any other 2xx is unconfirmed.
 */
export const formspree: LeadProvider = {
  name: 'formspree',
  endpoint: address,
  fallbackAction: address,
  honeypotField: '_gotcha',
  // File uploads need a paid plan.
  acceptsFiles: false,
  encoding: (preferred) => preferred,
  serviceFields: (form) => ({ _subject: form.subject }),
  hiddenFields: (form) => [
    ['_subject', form.subject],
    ['_next', thankYouUrl(form)],
  ],
  read(status, body) {
    const json = jsonObject(body);
    if (errorCodes(json).includes('INACTIVE'))
      return { kind: 'needs-activation', message: answerMessage(json) ?? 'Formspree: form not active.' };
    return readJsonAnswer(status, body, {
      service: 'Formspree',
      delivered: (answer) => answer.ok === true && errorCodes(answer).length === 0,
      refusal: (answer) => 'errors' in answer || answer.ok === false,
    });
  },
};
