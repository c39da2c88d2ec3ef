import type { WeekDay } from '@/lib/booking/settings';
import type { FormsWords } from '@/lib/content/schemas/forms';
import type { Locale } from '@/lib/i18n/locale';

/**
 * A form as a page shows it: its definition (lib/forms/definitions.ts) with the words of the
 * page's language (content/forms.json, content/forms.es.json). Plain data, so a server parent
 * hands it to the form's island as a prop.
 */
export interface SelectOption {
  /** What the lead carries, the same in every language. */
  value: string;
  label: string;
}

export type FieldType = 'text' | 'tel' | 'email' | 'textarea' | 'select';

export interface FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** Textareas only. */
  rows?: number;
  /** Selects only: the empty first option's text, and the options. */
  emptyOption?: string;
  options?: readonly SelectOption[];
  maxLength?: number;
}

export interface LeadMessage {
  title: string;
  description: string;
}

/** What a form says after a send: delivered, failed, kept for later offline, and what happens next. */
export interface LeadMessages {
  success: LeadMessage;
  failure: LeadMessage;
  queued: LeadMessage;
  /** How soon the office calls back while it is open ("30 minutes"); `false`: nobody calls back (a review). */
  callWithin: string | false;
  /** Answered around the clock (emergencies): the next step never waits for office hours. */
  anyHour?: boolean;
}

export interface FormDefinition {
  /** Stable id, sent with each lead as `formId`. */
  id: string;
  /** Sent as `source`: the form's name in the owner's inbox. */
  source: string;
  /** The lead e-mail's subject line; a Spanish page's is marked so the owner notices it. */
  subject: string;
  submitLabel: string;
  /** 'json' posts application/json; 'form-data' posts multipart form data (promotion form). */
  encoding: 'json' | 'form-data';
  /** Where required fields are marked: beside the label, or with the mark after the placeholder. */
  requiredMark: 'label' | 'placeholder';
  fields: readonly FieldDefinition[];
  messages: LeadMessages;
  /**
   * The key that carries the city on the wire (home forms: `city`, `detected_city`; docs/product.md,
   * "The two home forms: wire format, exactly"). Forms without one send it as `cityContext`.
   */
  cityField?: 'city' | 'detected_city';
  /** The submit button's look; the emergency form's is red. */
  submitVariant?: 'default' | 'destructive';
  /**
   * Repair and estimate forms: up to three optional photos of the problem, where the build's
   * delivery service takes files (docs/decisions/051-lead-photos.md). Not one of `fields`.
   */
  photos?: boolean;
  /**
   * Repair, estimate, emergency and city forms: "When can we come?", the arrival windows of the
   * business's booking settings (lib/booking), sent as `arrivalWindow` in English words.
   */
  arrivalWindow?: boolean;
  /**
   * The days a crew can come, where fewer than the business's: a town farther from the shop than
   * the arrival distance is offered only its county's crew days (docs/decisions/073-place-pages.md).
   */
  workDays?: readonly WeekDay[];
  /** The page's language: a Spanish form's lead carries `language: "es"`. */
  locale: Locale;
  /** The thank-you page of that language, where a post without JavaScript returns the visitor. */
  thankYouPath: string;
}

/**
 * The words a form's island shows besides its fields (content/forms.json, in the page's
 * language, typed by its schema), handed to it by its server parent: the island holds no words of its own, so its
 * code is the same for every language.
 */
export interface LeadFormWords {
  locale: Locale;
  sending: string;
  requiredMark: string;
  spamTrap: string;
  unsent: Omit<FormsWords['unsent'], 'greeting' | 'page'>;
  /** The words around a request prefilled into a text, WhatsApp or e-mail (lib/leads/contact-links.ts). */
  request: { greeting: string; page: string; arrivalWindow: string };
  photos: FormsWords['photos'];
  arrival: FormsWords['arrival'];
  confirmation: FormsWords['confirmation'];
  /** Spanish pages: who answers in Spanish, and that calls are answered in English where they are (lib/content/spanish-help.ts). */
  spanishHelp?: string;
  /** Spanish pages: who answers a request, on which channel and in which language (the confirmation says it). */
  spanishReply?: string;
}
