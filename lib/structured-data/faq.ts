import type { Question } from 'schema-dts';
import type { FaqEntry } from '@/lib/content/page-copy';

/** An FAQ page's questions, each with its accepted answer exactly as the page shows it. */
export function faqQuestions(entries: readonly FaqEntry[]): Question[] {
  return entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
  }));
}
