import type { FormDefinition } from '@/content/forms';
import { type Attribution, utmKeys } from '@/lib/attribution';

/** The city context before (or without) detection: the spec's default. */
export const defaultCityContext = 'Southwest Florida';

export type LeadValues = Readonly<Record<string, string | undefined>>;
export type LeadFields = Record<string, string | boolean>;

export interface LeadContext {
  /** The path of the page the lead was sent from. */
  pagePath: string;
  /** The detected city (home page) or the page's city (city pages). */
  cityContext?: string;
  attribution?: Attribution;
  /** The honeypot's value: empty for people, filled by bots; the service drops those. */
  honeypot?: string;
}

export interface LeadPayload {
  encoding: FormDefinition['encoding'];
  fields: LeadFields;
}

/**
 * The body of one lead (ruling 4): the form's own fields as typed, then source, _subject and
 * _captcha, then attribution. The home forms put the city in their spec'd key (`city`,
 * `detected_city`); every other form sends it as `cityContext`.
 */
export function buildLeadPayload(form: FormDefinition, values: LeadValues, context: LeadContext): LeadPayload {
  const fields: LeadFields = {};
  for (const field of form.fields) fields[field.name] = String(values[field.name] ?? '');
  const city = context.cityContext?.trim() || undefined;
  if (form.cityField) fields[form.cityField] = city ?? defaultCityContext;
  fields.source = form.source;
  fields._subject = form.subject;
  // Form data has only strings; JSON keeps the spec's boolean.
  fields._captcha = form.encoding === 'form-data' ? 'false' : false;
  fields.pagePath = context.pagePath;
  fields.formId = form.id;
  if (!form.cityField && city) fields.cityContext = city;
  for (const key of [...utmKeys, 'referrer'] as const) {
    const value = context.attribution?.[key];
    if (value) fields[key] = value;
  }
  fields._honey = context.honeypot ?? '';
  return { encoding: form.encoding, fields };
}

export interface EncodedLead {
  body: string | FormData;
  headers: Record<string, string>;
}

export function encodeLead(payload: LeadPayload): EncodedLead {
  if (payload.encoding === 'form-data') {
    const body = new FormData();
    for (const [key, value] of Object.entries(payload.fields)) body.append(key, String(value));
    // The browser sets the multipart boundary itself; only ask for a JSON answer.
    return { body, headers: { Accept: 'application/json' } };
  }
  return {
    body: JSON.stringify(payload.fields),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  };
}
