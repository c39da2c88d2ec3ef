import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqEntry } from '@/content/page-copy';
import { absoluteUrl } from '@/lib/metadata';

/** FAQPage for the FAQ: each question with its accepted answer, exactly as the page shows them. */
export function faqPageJsonLd(entries: readonly FaqEntry[], path = '/faq'): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
