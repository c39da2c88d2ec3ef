import { thankYouUrl } from '../thank-you';
import { isSuccessStatus, isTrue, readJsonAnswer } from './read';
import type { LeadProvider } from './types';

const address = () => process.env.NEXT_PUBLIC_LEAD_ENDPOINT?.trim() ?? '';

/**
 * The owner's own endpoint (a serverless function, Zapier, Make): JSON in. Delivered only on an
 * answer that says so: JSON with `success: true` or `ok: true` (the owner's function), Zapier's
 * catch hook `{"status": "success", ...}`, or Make's plain "Accepted". `success`/`ok` false is a
 * refusal; any other 2xx is unconfirmed.
 */
export const webhook: LeadProvider = {
  name: 'webhook',
  endpoint: address,
  fallbackAction: address,
  honeypotField: '_honey',
  acceptsFiles: false,
  encoding: () => 'json',
  serviceFields: (form) => ({ subject: form.subject }),
  hiddenFields: (form) => [
    ['subject', form.subject],
    ['redirect', thankYouUrl(form)],
  ],
  read(status, body) {
    if (isSuccessStatus(status) && body.trim() === 'Accepted') return { kind: 'delivered' };
    return readJsonAnswer(status, body, {
      service: 'Your endpoint',
      delivered: (json) => isTrue(json.success) || json.ok === true || json.status === 'success',
      refusal: (json) => 'success' in json || 'ok' in json,
    });
  },
};
