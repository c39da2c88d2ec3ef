/**
 * The one signal the lead code gives the rest of the page: a window event after each send, so
 * the analytics island can count leads without the forms importing analytics (or anything else).
 */
export const leadOutcomeEvent = 'lead:outcome';

export interface LeadOutcomeDetail {
  ok: boolean;
  formId: string;
  page: string;
  city?: string;
  /** Why it failed: the LeadResult reason, or the service's outcome when it answered. */
  reason?: string;
}

export function announceLeadOutcome(detail: LeadOutcomeDetail) {
  if (typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  window.dispatchEvent(new CustomEvent<LeadOutcomeDetail>(leadOutcomeEvent, { detail }));
}
