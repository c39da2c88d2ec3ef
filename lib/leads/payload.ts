import * as z from 'zod/mini';
import { type Attribution, utmKeys } from '@/lib/leads/attribution';
import type { FormDefinition } from '@/lib/forms/types';
import { arrivalWindowField, asSoonAsPossible, originFields } from './fields';
import { leadProvider, type LeadEncoding, type LeadFields, type LeadProvider, photoField } from './providers';

export type { LeadFields } from './providers';

export type LeadValues = Readonly<Record<string, string | undefined>>;

/**
 * A lead's own fields, built from its form's definition: each field a string (a left-out optional
 * one is empty), a required one not empty, a choice one of its options (or none), the arrival
 * window where the form asks for one, and the honeypot. The form's resolver checks a submit with
 * it and buildLeadPayload builds the lead with it, so both agree on what a lead is. zod/mini: it
 * loads with the form's code, where the full build of zod would weigh several times more.
 */
export function leadSchema(form: Pick<FormDefinition, 'fields' | 'arrivalWindow'>, provider: LeadProvider = leadProvider()) {
  const text = (required?: boolean, options?: readonly string[]) => {
    const value = options ? z.enum(['', ...options]) : z.string();
    return required ? value.check(z.minLength(1)) : z._default(value, '');
  };
  const shape: Record<string, ReturnType<typeof text>> = {};
  for (const field of form.fields) {
    shape[field.name] = text(
      field.required,
      field.options?.map((option) => option.value),
    );
  }
  if (form.arrivalWindow) shape[arrivalWindowField] = text();
  shape[provider.honeypotField] = text();
  return z.object(shape);
}

export interface LeadContext {
  /** The path of the page the lead was sent from. */
  pagePath: string;
  /** The detected city (home page) or the page's city (city pages). */
  cityContext?: string;
  attribution?: Attribution;
  /** Photos of the problem (forms with `photos`), already resized; dropped where the service takes no files. */
  photos?: readonly File[];
}

/** Files sent with a lead, under the one multipart field the service reads them from. */
interface LeadAttachments {
  field: string;
  files: readonly File[];
}

export interface LeadPayload {
  encoding: LeadEncoding;
  fields: LeadFields;
  /** Only on leads with photos; they make the lead multipart. Never kept in sessionStorage (outbox.ts). */
  attachments?: LeadAttachments;
}

/**
 * The body of one lead: the form's own fields as typed (read through leadSchema, which throws on
 * a lead without a required field), the city in its key, source, the page's language when it is
 * not English, the delivery service's own
 * fields (subject, keys, form name), attribution, and the honeypot under the service's name. The
 * home forms put the city in the key the product names for them (`city`, `detected_city`;
 * docs/product.md, the wire format); every other form sends it as `cityContext`.
 */
export function buildLeadPayload(
  form: FormDefinition,
  values: LeadValues,
  context: LeadContext,
  provider: LeadProvider = leadProvider(),
): LeadPayload {
  const { [provider.honeypotField]: honeypot, ...own } = leadSchema(form, provider).parse(values);
  const field = form.photos ? photoField(provider) : undefined;
  const files = field ? (context.photos ?? []) : [];
  const encoding = provider.encoding(form.encoding, files.length > 0);
  const fields: LeadFields = own;
  if (form.arrivalWindow) fields[arrivalWindowField] = own[arrivalWindowField].trim() || asSoonAsPossible;
  const { formId, cityContext, ...origin } = originFields(form, context.cityContext);
  Object.assign(fields, origin, provider.serviceFields(form, encoding));
  fields.pagePath = context.pagePath;
  fields.formId = formId;
  if (cityContext) fields.cityContext = cityContext;
  for (const key of [...utmKeys, 'referrer'] as const) {
    const value = context.attribution?.[key];
    if (value) fields[key] = value;
  }
  fields[provider.honeypotField] = honeypot;
  return field && files.length > 0 ? { encoding, fields, attachments: { field, files } } : { encoding, fields };
}

export interface EncodedLead {
  body: string | FormData | URLSearchParams;
  headers: Record<string, string>;
}

export function encodeLead(payload: LeadPayload): EncodedLead {
  const entries = Object.entries(payload.fields).map(([key, value]) => [key, String(value)] as [string, string]);
  if (payload.encoding === 'form-data') {
    const body = new FormData();
    for (const [key, value] of entries) body.append(key, value);
    const attachments = payload.attachments;
    if (attachments) for (const file of attachments.files) body.append(attachments.field, file, file.name);
    // The browser sets the multipart boundary itself; only ask for a JSON answer.
    return { body, headers: { Accept: 'application/json' } };
  }
  if (payload.encoding === 'urlencoded') {
    return {
      body: new URLSearchParams(entries),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    };
  }
  return {
    body: JSON.stringify(payload.fields),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  };
}
