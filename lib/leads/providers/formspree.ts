import { thankYouUrl } from '../thank-you';
import { answerMessage, httpFailure, isSuccessStatus, jsonObject } from './read';
import type { LeadOutcome, LeadProvider } from './types';

const address = () => `https://formspree.io/f/${process.env.NEXT_PUBLIC_LEAD_FORM_ID ?? ''}`;

/** Formspree: delivered on 2xx without `errors`; an INACTIVE form is one whose e-mail is unconfirmed. */
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
    ['_next', thankYouUrl],
  ],
  read(status, body): LeadOutcome {
    const json = jsonObject(body);
    const errors = Array.isArray(json?.errors) ? (json.errors as { code?: string }[]) : [];
    if (isSuccessStatus(status) && errors.length === 0) return { kind: 'delivered' };
    const message = answerMessage(json) ?? `Formspree answered HTTP ${status}.`;
    if (errors.some((error) => error?.code === 'INACTIVE')) return { kind: 'needs-activation', message };
    return isSuccessStatus(status) ? { kind: 'rejected', message } : httpFailure(status, json);
  },
};
