import type { FormDefinition } from '@/lib/forms/types';

/**
 * The second channel of a failed send: docs/decisions/031-lead-outbox.md. Small: it ships with
 * every form.
 */

/** Message apps and mail clients cut long links; this keeps the text well inside all of them. */
export const maxBodyLength = 600;

/**
 * The business's own channels (content/business.json), handed to the form island as a prop by its
 * server parent so that the island's code carries no record: lib/content/business.ts builds them.
 */
export interface ContactChannels {
  /** The phone as the page shows it, and its call link. */
  phone: { display: string; href: string };
  /** The text-message number, E.164. */
  sms: string;
  /** The WhatsApp number, digits only. */
  whatsapp: string;
  email: string;
}

export interface ContactLinks {
  sms: string;
  whatsapp: string;
  email: string;
}

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, Math.max(0, length - 1)).trimEnd()}…`;
}

/** The words around the request's own lines, in the page's language (content/forms.json). */
export interface RequestWords {
  /** The first line: "Hello, my request from your website:". */
  greeting: string;
  /** The page line's name: "Page". */
  page: string;
  /** The arrival window line's name. */
  arrivalWindow: string;
}

/** The request in plain words, one "Label: value" line per filled field, then the page. */
export function leadText(
  form: Pick<FormDefinition, 'fields' | 'arrivalWindow'>,
  values: Readonly<Record<string, string | undefined>>,
  pageUrl: string,
  words: RequestWords,
): string {
  const lines: string[] = [];
  const long: string[] = [];
  for (const field of form.fields) {
    const raw = values[field.name]?.trim();
    if (!raw) continue;
    const value = field.options?.find((option) => option.value === raw)?.label ?? raw;
    (field.type === 'textarea' ? long : lines).push(`${field.label}: ${value.replace(/\s+/g, ' ')}`);
  }
  // The window picked, in words; left out when it is "as soon as possible" (an empty choice).
  const window = form.arrivalWindow ? values.arrivalWindow?.trim() : undefined;
  if (window) lines.push(`${words.arrivalWindow}: ${window}`);
  const head = [words.greeting, ...lines, `${words.page}: ${pageUrl}`].join('\n');
  const rest = maxBodyLength - head.length - 1;
  const text = long.length && rest > 20 ? `${head}\n${clip(long.join('\n'), rest)}` : head;
  return clip(text, maxBodyLength);
}

export function smsLink(text: string, channels: ContactChannels): string {
  return `sms:${channels.sms}?body=${encodeURIComponent(text)}`;
}

export function whatsappLink(text: string, channels: ContactChannels): string {
  return `https://wa.me/${channels.whatsapp}?text=${encodeURIComponent(text)}`;
}

export function emailLink(subject: string, text: string, channels: ContactChannels): string {
  // Mail clients expect CRLF line breaks in a mailto body (RFC 6068).
  return `mailto:${channels.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))}`;
}

export function contactLinks(
  form: Pick<FormDefinition, 'fields' | 'subject' | 'arrivalWindow'>,
  values: Readonly<Record<string, string | undefined>>,
  pageUrl: string,
  words: RequestWords,
  channels: ContactChannels,
): ContactLinks {
  const text = leadText(form, values, pageUrl, words);
  return { sms: smsLink(text, channels), whatsapp: whatsappLink(text, channels), email: emailLink(form.subject, text, channels) };
}
