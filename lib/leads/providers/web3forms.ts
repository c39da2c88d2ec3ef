import { thankYouUrl } from '../thank-you';
import { answerMessage, httpFailure, isSuccessStatus, jsonObject, refused } from './read';
import type { LeadProvider } from './types';

const address = 'https://api.web3forms.com/submit';

/** Web3Forms: JSON with the access key; delivered only when the answer says `success: true`. */
export const web3forms: LeadProvider = {
  name: 'web3forms',
  endpoint: () => address,
  fallbackAction: () => address,
  honeypotField: 'botcheck',
  // File uploads are a paid-plan feature.
  acceptsFiles: false,
  encoding: () => 'json',
  serviceFields: (form) => ({ access_key: process.env.NEXT_PUBLIC_LEAD_ACCESS_KEY ?? '', subject: form.subject }),
  hiddenFields: (form) => [
    ['access_key', process.env.NEXT_PUBLIC_LEAD_ACCESS_KEY ?? ''],
    ['subject', form.subject],
    ['redirect', thankYouUrl],
  ],
  read(status, body) {
    const json = jsonObject(body);
    if (!isSuccessStatus(status)) return httpFailure(status, json);
    if (json?.success === true) return { kind: 'delivered' };
    return refused(answerMessage(json) ?? 'Web3Forms did not say the lead was sent.');
  },
};
