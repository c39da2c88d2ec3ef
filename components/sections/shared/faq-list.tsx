import type { NavLink } from '@/lib/site/navigation';
import type { FaqEntry } from '@/lib/content/page-copy';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { PageSection } from '@/components/sections/shared/page-section';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';
import { textLink } from '@/components/ui/link-card';

export interface FaqListProps {
  entries: readonly FaqEntry[];
  /**
   * 'page': the FAQ page's numbered cards, each question its own h2.
   * 'section': a titled section of a service page, questions and answers as a description list.
   */
  variant?: 'page' | 'section';
  /** Where more questions are answered ('section' only). */
  more?: NavLink;
  locale: Locale;
}

/** Questions with every answer visible: nothing to expand, nothing hidden from crawlers. */
export function FaqList({ entries, variant = 'section', more, locale }: FaqListProps) {
  const words = pageWordsIn(locale);
  if (variant === 'page') {
    return (
      <section aria-label={words.faq.listName} className="py-14 sm:py-20">
        <Container>
          <ol className="grid gap-5 md:grid-cols-2">
            {entries.map((entry, index) => (
              <li
                key={entry.question}
                data-faq-entry
                className="flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-7"
              >
                <div className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-400 font-bold text-navy-950"
                  >
                    {index + 1}
                  </span>
                  <h2 className="text-xl font-bold text-navy-900">{entry.question}</h2>
                </div>
                <p className="mt-3 text-slate-700">{entry.answer}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
    );
  }
  return (
    <PageSection id="questions" title={words.shared.questionsTitle}>
      <dl className="grid gap-5 md:grid-cols-2">
        {entries.map((entry) => (
          <div key={entry.question} className="rounded-2xl border border-navy-100 p-6">
            <dt className="text-lg font-bold text-navy-900">{entry.question}</dt>
            <dd className="mt-2 text-slate-700">{entry.answer}</dd>
          </div>
        ))}
      </dl>
      {more && (
        <p className="mt-6">
          <IntentLink href={more.href} className={textLink}>
            {more.label}
          </IntentLink>
        </p>
      )}
    </PageSection>
  );
}
