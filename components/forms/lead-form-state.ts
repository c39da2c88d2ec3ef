import type { FormEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { LeadFields, LeadValues } from '@/lib/leads/payload';
import type { LeadResult } from '@/lib/leads/send';

/**
 * The one state of a lead form: idle, a send under way, or what became of the lead (LeadResult,
 * lib/leads/send.ts) with what it carried: the values the visitor gave, which the failure note's
 * links repeat, and, once built, the lead's fields, which the confirmation sums up.
 */
export type LeadFormState = { status: 'idle' } | { status: 'submitting' } | (LeadResult & { values: LeadValues; lead?: LeadFields });

export type LeadStatus = LeadFormState['status'];

export type LeadFormAction =
  | { type: 'submit' }
  | { type: 'settle'; result: LeadResult; values: LeadValues; lead?: LeadFields }
  /** The visitor asks for an empty form after a confirmation. */
  | { type: 'reset' };

export function leadFormReducer(_state: LeadFormState, action: LeadFormAction): LeadFormState {
  if (action.type === 'submit') return { status: 'submitting' };
  if (action.type === 'reset') return { status: 'idle' };
  return { ...action.result, values: action.values, lead: action.lead };
}

export type LeadFormValues = Record<string, string>;

/** What the lazily loaded controller hands the form once react-hook-form is running. */
export interface LeadFormBinding {
  register: UseFormRegister<LeadFormValues>;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}
