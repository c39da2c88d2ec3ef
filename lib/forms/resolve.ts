import { fill } from '@/lib/content/fill';
import { type AnswerWords, type FormsWords, formsWordsIn } from '@/lib/content/forms';
import { pageIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { type ChoiceKey, choiceValues } from './choices';
import type { FieldDefinition, FormDefinition, LeadMessages } from './types';

/** A key into content/forms.json's `messages`: what a form says after a send. */
export type MessageKey = keyof FormsWords['messages'];

/** A form with its words but not yet its language's extras: what each definition builds. */
export type FormShape = Omit<FormDefinition, 'messages' | 'locale' | 'thankYouPath'> & { messages: MessageKey };

/** A box to type in, with its label and example from the record. */
export function box(
  words: FormsWords,
  key: keyof FormsWords['fields'],
  spec: Omit<FieldDefinition, 'label' | 'placeholder'>,
): FieldDefinition {
  return { ...spec, ...words.fields[key] };
}

/** One of the forms' own choice lists: the values it sends (choices.ts), each with its line of the record. */
export function choice(words: FormsWords, key: ChoiceKey, name: string): FieldDefinition {
  const { label, emptyOption, options } = words.choices[key];
  return { name, label, type: 'select', emptyOption, options: choiceValues[key].map((value, index) => ({ value, label: options[index] })) };
}

// Emergencies are answered at any hour; every other form waits for office hours.
const anyHour: readonly MessageKey[] = ['emergency'];

function leadMessages(words: FormsWords, key: MessageKey): LeadMessages {
  const answer: AnswerWords = words.messages[key];
  return {
    success: answer.success,
    failure: answer.failure,
    queued: words.unsent.offline,
    // A form whose words name no call-back time gets no call back (a review).
    callWithin: 'callWithin' in answer ? answer.callWithin : false,
    ...(anyHour.includes(key) ? { anyHour: true } : {}),
  };
}

/** Where a post without JavaScript returns the visitor: the thank-you page in the form's language (its address in content/pages). */
export function thankYouPath(locale: Locale): string {
  return pageIn('thankYou', locale).path;
}

/**
 * A form in a page's language: its words, its messages, and on a Spanish page a subject the
 * owner notices (the record's `spanishLeadSubject`) and `locale` for the lead's `language`.
 */
function inLanguage(shape: FormShape, locale: Locale): FormDefinition {
  const words = formsWordsIn(locale);
  return {
    ...shape,
    subject: locale === 'en' ? shape.subject : fill(words.spanishLeadSubject, { subject: shape.subject }),
    messages: leadMessages(words, shape.messages),
    locale,
    thankYouPath: thankYouPath(locale),
  };
}

/** A form defined once for every language: `build` gets the words of the language asked for. */
export function defineForm(build: (words: FormsWords) => FormShape): (locale: Locale) => FormDefinition {
  return (locale) => inLanguage(build(formsWordsIn(locale)), locale);
}
