import { leadReceipt } from '../thank-you';
import { httpFailure, isSuccessStatus, jsonObject, unconfirmed } from './read';
import type { LeadProvider } from './types';

/**
 * Netlify Forms: the site posts to itself, urlencoded, naming the form in `form-name`. Netlify
 * only accepts forms it found in the deployed HTML (out/__forms.html, scripts/host/netlify-forms.ts);
 * an unknown form answers 404, which means form detection is off or the deploy predates the form.
 * Netlify answers a form posted to a page of the site with that page (its custom success pages),
 * so the lead is posted to the thank-you page, and delivered only when the answer is that page:
 * it carries `leadReceipt`, which a network's login page cannot.
 */
export const netlify: LeadProvider = {
  name: 'netlify',
  endpoint: () => '/thank-you',
  // Without JavaScript the visitor sees the answer: the thank-you page in the form's language.
  fallbackAction: (form) => form.thankYouPath,
  honeypotField: 'bot-field',
  // Netlify Forms takes files, but only multipart posts; this site posts urlencoded.
  acceptsFiles: false,
  encoding: () => 'urlencoded',
  serviceFields: (form) => ({ 'form-name': form.id }),
  hiddenFields: (form) => [['form-name', form.id]],
  read(status, body) {
    if (isSuccessStatus(status)) return body.includes(leadReceipt) ? { kind: 'delivered' } : unconfirmed('Netlify', body);
    if (status === 404) {
      return {
        kind: 'needs-activation',
        message: 'Netlify has no form by this name: turn on form detection (Forms > Enable form detection) and deploy again.',
      };
    }
    return httpFailure(status, jsonObject(body));
  },
};
