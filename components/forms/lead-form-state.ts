import type { FormEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';

/**
 * idle -> submitting -> success | failure | queued (offline: the lead waits in the outbox and
 * goes out once the browser is back online, then success).
 */
export type LeadStatus = 'idle' | 'submitting' | 'success' | 'failure' | 'queued';

export type LeadFormValues = Record<string, string>;

/** What the lazily loaded controller hands the form once react-hook-form is running. */
export interface LeadFormBinding {
  register: UseFormRegister<LeadFormValues>;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}
