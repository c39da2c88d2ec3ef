import address from '@/lib/content/generated/site-address.json';
import type { FormDefinition } from '@/lib/forms/types';

/**
 * Where a post without JavaScript returns the visitor: the thank-you page in the form's language
 * (lib/forms/resolve.ts). The path travels with the form, so the island does not ship every
 * page's metadata to the browser. The site's address comes from the content build's one-line file,
 * not the business record, so the record stays out of the island's code.
 */
export function thankYouUrl(form: Pick<FormDefinition, 'thankYouPath'>): string {
  return `${address.siteUrl}${form.thankYouPath}`;
}

/** An attribute only the thank-you page carries: a Netlify build reads it as the service's receipt (providers/netlify.ts). */
export const leadReceipt = 'data-lead-receipt';
