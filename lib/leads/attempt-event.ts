import type { LeadFields } from './providers';

/**
 * The one signal the lead code gives the rest of the page: a window event after each try to send
 * a lead, so the analytics island can count leads without the forms importing analytics.
 */
export const leadAttemptEvent = 'lead:attempt';

export interface LeadAttempt {
  /** The service confirmed the lead. */
  ok: boolean;
  formId: string;
  page: string;
  city?: string;
  /** Why it failed: the service's answer when it gave one (`unconfirmed`, `rejected`...), else the LeadResult reason. */
  reason?: string;
}

export function announceLeadAttempt(detail: LeadAttempt) {
  if (typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  window.dispatchEvent(new CustomEvent<LeadAttempt>(leadAttemptEvent, { detail }));
}

/** The city a lead carries, whichever key its form sends it in. */
export function leadCity(fields: LeadFields): string | undefined {
  const city = fields.city ?? fields.detected_city ?? fields.cityContext;
  return typeof city === 'string' && city ? city : undefined;
}
