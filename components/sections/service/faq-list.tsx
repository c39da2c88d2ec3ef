import type { FaqItem } from '@/content/page-copy';
import { PageSection } from '@/components/sections/shared/page-section';

export interface FaqListProps {
  faqs: readonly FaqItem[];
  title?: string;
}

export function FaqList({ faqs, title = 'Questions Homeowners Ask' }: FaqListProps) {
  return (
    <PageSection id="questions" title={title}>
      <dl className="grid gap-5 md:grid-cols-2">
        {faqs.map((faq) => (
          <div key={faq.question} className="rounded-2xl border border-navy-100 p-6">
            <dt className="text-lg font-bold text-navy-900">{faq.question}</dt>
            <dd className="mt-2 text-slate-700">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
