import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/troubleshooting';

export type { Symptom, TroubleshootingWords, Urgency } from './schemas/troubleshooting';

/** The troubleshooting guide (content/troubleshooting.json): the rules, the symptoms, the form's words. */
export const troubleshootingWordsIn = byLocale('troubleshooting', data, es);

/** The symptoms in the guide's order; each is a section of the page and a choice of its request form. */
export const symptoms = data.symptoms;
