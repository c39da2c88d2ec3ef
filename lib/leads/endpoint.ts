import { business } from '@/content/business';

/** How long a lead request may take before it is abandoned and counted as failed. */
export const defaultLeadTimeoutMs = 15_000;

const service = 'https://formsubmit.co';

// NEXT_PUBLIC_ variables are inlined at build time, so each must be read by its literal name.
function fromEnv(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Where the forms post with JavaScript: the forwarding service's AJAX address (ruling 5). */
export function leadEndpoint(): string {
  return fromEnv(process.env.NEXT_PUBLIC_LEAD_ENDPOINT) ?? `${service}/ajax/${business.email}`;
}

/** Where a form posts without JavaScript: the service's plain address, which redirects to `_next` (ruling 9). */
export function leadFallbackEndpoint(): string {
  return fromEnv(process.env.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT) ?? `${service}/${business.email}`;
}

export function leadTimeoutMs(): number {
  const configured = Number(process.env.NEXT_PUBLIC_LEAD_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : defaultLeadTimeoutMs;
}

/**
 * Where a no-JavaScript post returns the visitor (ruling 9). Kept here rather than read from
 * content/pages so the form island does not ship every page's metadata to the browser.
 */
export const thankYouUrl = `${business.siteUrl}/thank-you`;
