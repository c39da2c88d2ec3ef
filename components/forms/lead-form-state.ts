import type { FormEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';

/** idle -> submitting -> success | failure (docs/product.md#behaviour-common-to-every-form). */
export type LeadStatus = 'idle' | 'submitting' | 'success' | 'failure';

export type LeadFormValues = Record<string, string>;

/** What the lazily loaded controller hands the form once react-hook-form is running. */
export interface LeadFormBinding {
  register: UseFormRegister<LeadFormValues>;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}
