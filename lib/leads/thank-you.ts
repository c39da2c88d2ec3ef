import { business } from '@/lib/content/business';
import type { FormDefinition } from '@/lib/forms/types';

/**
 * Where a post without JavaScript returns the visitor: the thank-you page in the form's language
 * (lib/forms/resolve.ts). The path travels with the form, so the island does not ship every
 * page's metadata to the browser.
 */
export function thankYouUrl(form: Pick<FormDefinition, 'thankYouPath'>): string {
  return `${business.siteUrl}${form.thankYouPath}`;
}

/** An attribute only the thank-you page carries: a Netlify build reads it as the service's receipt (providers/netlify.ts). */
export const leadReceipt = 'data-lead-receipt';
