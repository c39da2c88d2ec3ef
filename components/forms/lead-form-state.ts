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

/** The photos a form carries, handed over by its picker once that has loaded (photo-picker.tsx). */
export interface LeadPhotos {
  /** The photos to send, at most three, once any still being resized are ready. */
  ready: () => Promise<File[]>;
  /** The photos ready now, without waiting for the rest. */
  current: () => File[];
  /** After a delivered lead: no photos, no previews. */
  clear: () => void;
}
