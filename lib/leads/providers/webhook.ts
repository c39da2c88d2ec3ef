import { thankYouUrl } from '../thank-you';
import { answerMessage, httpFailure, isSuccessStatus, jsonObject, refused } from './read';
import type { LeadProvider } from './types';

const address = () => process.env.NEXT_PUBLIC_LEAD_ENDPOINT?.trim() ?? '';

/**
 * The owner's own endpoint (a serverless function, Zapier, Make): JSON in, delivered on 2xx
 * unless the JSON answer says `success: false` or `ok: false`.
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
    ['redirect', thankYouUrl],
  ],
  read(status, body) {
    const json = jsonObject(body);
    if (!isSuccessStatus(status)) return httpFailure(status, json);
    if (json && (json.success === false || json.success === 'false' || json.ok === false)) {
      return refused(answerMessage(json) ?? 'The endpoint said the lead was not accepted.');
    }
    return { kind: 'delivered' };
  },
};
