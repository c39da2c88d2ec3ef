import { leadProvider } from './providers';

export { thankYouUrl } from './thank-you';

/** How long a lead request may take before it is abandoned and counted as failed. */
export const defaultLeadTimeoutMs = 15_000;

// NEXT_PUBLIC_ variables are inlined at build time, so each must be read by its literal name.
function fromEnv(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Where the forms post with JavaScript: the chosen service's address unless NEXT_PUBLIC_LEAD_ENDPOINT overrides it. */
export function leadEndpoint(): string {
  return fromEnv(process.env.NEXT_PUBLIC_LEAD_ENDPOINT) ?? leadProvider().endpoint();
}

/** Where a form posts without JavaScript: the service's plain address, which returns the visitor to the thank-you page. */
export function leadFallbackEndpoint(): string {
  return fromEnv(process.env.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT) ?? leadProvider().fallbackAction();
}

export function leadTimeoutMs(): number {
  const configured = Number(process.env.NEXT_PUBLIC_LEAD_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : defaultLeadTimeoutMs;
}
