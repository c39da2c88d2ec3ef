import { business } from '@/lib/content/business';

/**
 * Where a no-JavaScript post returns the visitor. Kept here rather than read from content/pages
 * so the form island does not ship every page's metadata to the browser.
 */
export const thankYouUrl = `${business.siteUrl}/thank-you`;

/** An attribute only the thank-you page carries: a Netlify build reads it as the service's receipt (providers/netlify.ts). */
export const leadReceipt = 'data-lead-receipt';
