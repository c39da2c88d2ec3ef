import type { NavLink } from '@/lib/site/navigation';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { textLink } from '@/components/ui/link-card';

export interface WhoWeAreProps {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  /** The figures beside the story: founded, years, rating, emergency line. */
  facts: readonly { value: string; label: string }[];
  /** Where to read more about the people (the team's own page). */
  more?: NavLink;
}

export function WhoWeAre({ eyebrow, title, paragraphs, facts, more }: WhoWeAreProps) {
  return (
    <section aria-labelledby="who-we-are" className="py-14 sm:py-20">
      <Container className="grid items-start gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <SectionHeading id="who-we-are" eyebrow={eyebrow} title={title} align="left" />
          <div className="space-y-4 text-lg text-slate-700">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {more && (
            <p className="mt-4">
              <IntentLink href={more.href} className={textLink}>
                {more.label}
              </IntentLink>
            </p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-navy-800 p-4">
              <dt className="text-sm text-navy-100">{fact.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-gold-300">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
