import type { LegalSection } from '@/lib/legal/policy';
import { Container } from '@/components/ui/container';
import { FilledText } from '@/components/ui/filled-text';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/locale';

export interface LegalSectionsProps {
  sections: readonly LegalSection[];
  effectiveDate: string;
  /** "Effective {date}" and the table of contents' name. */
  words: { effective: string; contents: string };
  locale: Locale;
}

/** The policy as numbered sections (the number is part of each heading), with a table of contents. */
export function LegalSections({ sections, effectiveDate, words, locale }: LegalSectionsProps) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <p className="text-slate-700">
          <FilledText text={words.effective} values={{ date: <time dateTime={effectiveDate}>{formatDate(effectiveDate, locale)}</time> }} />
        </p>
        <nav aria-label={words.contents} className="mt-6 rounded-2xl bg-navy-50 p-6">
          <ul className="grid gap-1 sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#section-${index + 1}`}
                  className="inline-flex min-h-11 items-center text-navy-800 underline underline-offset-4 hover:text-gold-700"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
            <section key={section.heading} id={`section-${index + 1}`} data-legal-section>
              <h2 className="text-2xl font-bold text-navy-900">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}
