import { httpFailure, isSuccessStatus, jsonObject } from './read';
import type { LeadProvider } from './types';

/**
 * Netlify Forms: the site posts to itself, urlencoded, naming the form in `form-name`. Netlify
 * only accepts forms it found in the deployed HTML (out/__forms.html, scripts/host/netlify-forms.ts);
 * an unknown form answers 404, which means form detection is off or the deploy predates the form.
 */
export const netlify: LeadProvider = {
  name: 'netlify',
  endpoint: () => '/',
  // Netlify returns a plain post to the form's action, a page of this site.
  fallbackAction: () => '/thank-you',
  honeypotField: 'bot-field',
  // Netlify Forms takes files, but only multipart posts; this site posts urlencoded.
  acceptsFiles: false,
  encoding: () => 'urlencoded',
  serviceFields: (form) => ({ 'form-name': form.id }),
  hiddenFields: (form) => [['form-name', form.id]],
  read(status, body) {
    if (isSuccessStatus(status)) return { kind: 'delivered' };
    if (status === 404) {
      return {
        kind: 'needs-activation',
        message: 'Netlify has no form by this name: turn on form detection (Forms > Enable form detection) and deploy again.',
      };
    }
    return httpFailure(status, jsonObject(body));
  },
};
