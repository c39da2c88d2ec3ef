import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/forms';

export type { AnswerWords, FormsWords } from './schemas/forms';

/** The forms' words (content/forms.json): labels, choices, buttons, messages, the confirmation and the ZIP checker. */
export const formsWordsIn = byLocale('forms', data, es);
