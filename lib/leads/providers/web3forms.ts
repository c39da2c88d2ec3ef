import { thankYouUrl } from '../thank-you';
import { readJsonAnswer } from './read';
import type { LeadProvider } from './types';

const address = 'https://api.web3forms.com/submit';

/** Web3Forms: JSON with the access key; delivered only when its JSON answer says `success: true`. */
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
    ['redirect', thankYouUrl(form)],
  ],
  read: (status, body) =>
    readJsonAnswer(status, body, {
      service: 'Web3Forms',
      delivered: (json) => json.success === true,
      refusal: (json) => 'success' in json,
    }),
};
