import type { Locale } from '@/lib/i18n/locale';
import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/faq';

/** The FAQ page's questions (content/faq.json); the page and its FAQPage JSON-LD read them. */
export const faqEntries = data.entries;

const faqIn = byLocale('faq', data, es);
export const faqEntriesIn = (locale: Locale) => faqIn(locale).entries;
