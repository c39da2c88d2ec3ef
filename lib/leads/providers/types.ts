import type { FormDefinition } from '@/lib/forms/types';
import type { LeadProviderName } from './table';

/** How a lead travels: JSON, multipart form data, or a urlencoded form body. */
export type LeadEncoding = 'json' | 'form-data' | 'urlencoded';

export type LeadFields = Record<string, string | boolean>;

/**
 * What the service's answer says became of the lead. `unconfirmed`: a 2xx that is not the
 * service's own success signal (a Wi-Fi login page, an empty or cut-short body): nobody said the
 * lead arrived, so it is treated as not sent.
 */
export type ServiceAnswer =
  { kind: 'delivered' } | { kind: 'unconfirmed' | 'needs-activation' | 'rejected' | 'rate-limited' | 'server-error'; message: string };

/**
 * One delivery service. Each owns its address, the encoding it wants, the fields it needs
 * besides the lead's own, its honeypot's name, its exact success signal and what a form needs to
 * post to it without JavaScript.
 */
export interface LeadProvider {
  name: LeadProviderName;
  /** Where a lead is posted with JavaScript (before NEXT_PUBLIC_LEAD_ENDPOINT overrides it). */
  endpoint: () => string;
  /** The form's action without JavaScript (before NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT overrides it). */
  fallbackAction: (form: Pick<FormDefinition, 'thankYouPath'>) => string;
  /** The hidden field bots fill and people never see; the service drops leads that fill it. */
  honeypotField: string;
  /** Whether the service takes file uploads (photos of the door) on the plan this site assumes. */
  acceptsFiles: boolean;
  /** The multipart field the service reads uploaded files from; set where `acceptsFiles` is true. */
  fileField?: string;
  /** The wire format for a form whose definition asks for `preferred`; `withFiles` when photos go along. */
  encoding: (preferred: FormDefinition['encoding'], withFiles?: boolean) => LeadEncoding;
  /** Fields the service needs besides the lead's own (keys, subject lines, form names). */
  serviceFields: (form: FormDefinition, encoding: LeadEncoding) => LeadFields;
  /** Hidden fields of the no-JavaScript form (where to return the visitor, form name...). */
  hiddenFields: (form: FormDefinition) => [string, string][];
  /** Reads the service's answer (status and body text): delivered only on its own success signal. */
  read: (status: number, body: string) => ServiceAnswer;
}
