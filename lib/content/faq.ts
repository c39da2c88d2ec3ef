import { data } from '@/lib/content/generated/faq';

/** The FAQ page's questions (content/faq.json); the page and its FAQPage JSON-LD read them. */
export const faqEntries = data.entries;
