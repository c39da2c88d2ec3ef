import type { FormEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { LeadResult } from '@/lib/leads/send';

/** idle -> submitting -> what became of the lead (delivered, queued until back online, or failed). */
export type LeadStatus = 'idle' | 'submitting' | LeadResult['status'];

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
