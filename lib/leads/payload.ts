import type { FormDefinition } from '@/content/forms';
import { arrivalWindowMessages } from '@/content/messages';
import { type Attribution, utmKeys } from '@/lib/attribution';
import { serviceArea } from '@/lib/content/service-area';
import { leadProvider, type LeadEncoding, type LeadFields, type LeadProvider, photoField } from './providers';

export type { LeadFields } from './providers';

/** The city context before (or without) detection: the region's name (docs/product.md#city-detection-home-page). */
export const defaultCityContext = serviceArea.regionName;

export type LeadValues = Readonly<Record<string, string | undefined>>;

export interface LeadContext {
  /** The path of the page the lead was sent from. */
  pagePath: string;
  /** The detected city (home page) or the page's city (city pages). */
  cityContext?: string;
  attribution?: Attribution;
  /** The honeypot's value: empty for people, filled by bots; the service drops those. */
  honeypot?: string;
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
  /** Only on leads with photos; they make the lead multipart. Never kept in sessionStorage (the outbox in send.ts). */
  attachments?: LeadAttachments;
}

/**
 * The key that carries the arrival window in words ("Thu Nov 26, 10 AM-12 PM", or "As soon as
 * possible"). Without JavaScript the same key carries the day ("Thursday") and `arrivalTime` the
 * window ("10 AM-12 PM"): the page cannot know the date when it is built.
 */
export const arrivalWindowField = 'arrivalWindow';
export const arrivalTimeField = 'arrivalTime';

/** The name of the honeypot field of this build's delivery service (`_honey`, `botcheck`, `_gotcha`, `bot-field`). */
export function honeypotField(): string {
  return leadProvider().honeypotField;
}

/**
 * The body of one lead: the form's own fields as typed, the city in its key, source, the
 * delivery service's own fields (subject, keys, form name), attribution, and the honeypot under
 * the service's name. The home forms put the city in the key the product names for them (`city`,
 * `detected_city`; docs/product.md, the wire format);
 * every other form sends it as `cityContext`.
 */
export function buildLeadPayload(
  form: FormDefinition,
  values: LeadValues,
  context: LeadContext,
  provider: LeadProvider = leadProvider(),
): LeadPayload {
  const field = form.photos ? photoField(provider) : undefined;
  const files = field ? (context.photos ?? []) : [];
  const encoding = provider.encoding(form.encoding, files.length > 0);
  const fields: LeadFields = {};
  for (const field of form.fields) fields[field.name] = String(values[field.name] ?? '');
  if (form.arrivalWindow) fields[arrivalWindowField] = values[arrivalWindowField]?.trim() || arrivalWindowMessages.asSoonAsPossible;
  const city = context.cityContext?.trim() || undefined;
  if (form.cityField) fields[form.cityField] = city ?? defaultCityContext;
  fields.source = form.source;
  Object.assign(fields, provider.serviceFields(form, encoding));
  fields.pagePath = context.pagePath;
  fields.formId = form.id;
  if (!form.cityField && city) fields.cityContext = city;
  for (const key of [...utmKeys, 'referrer'] as const) {
    const value = context.attribution?.[key];
    if (value) fields[key] = value;
  }
  fields[provider.honeypotField] = context.honeypot ?? '';
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

/** The city a lead carries, whichever key its form sends it in. */
export function leadCity(fields: LeadFields): string | undefined {
  const city = fields.city ?? fields.detected_city ?? fields.cityContext;
  return typeof city === 'string' && city ? city : undefined;
}
