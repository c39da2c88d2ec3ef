import { Container } from '@/components/ui/container';
import { ShieldIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/cn';

export interface TeamIntroProps {
  title: string;
  /** What the page says about the technicians; left out (no words at all) while the team record holds only examples. */
  paragraphs?: readonly string[];
  credentials: { title: string; items: readonly string[] };
}

/**
 * Variant B's opening: who the technicians are and what backs them. Without the paragraphs it is
 * the credentials alone, under their own heading: nothing said about people the site cannot name.
 */
export function TeamIntro({ title, paragraphs, credentials }: TeamIntroProps) {
  if (!paragraphs?.length) {
    return (
      <section aria-labelledby="our-credentials" className="py-14 sm:py-20">
        <Container className="max-w-3xl">
          <SectionHeading id="our-credentials" title={credentials.title} align="left" />
          <CredentialList items={credentials.items} />
        </Container>
      </section>
    );
  }
  return (
    <section aria-labelledby="our-technicians" className="py-14 sm:py-20">
      <Container className="grid items-start gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <SectionHeading id="our-technicians" title={title} align="left" />
          <div className="space-y-4 text-lg text-slate-700">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-2xl border border-navy-100 bg-navy-50 p-6 sm:p-8">
          <h3 className="text-lg font-bold text-navy-900">{credentials.title}</h3>
          <CredentialList items={credentials.items} className="mt-4" />
        </div>
      </Container>
    </section>
  );
}

function CredentialList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-800">
          <ShieldIcon className="mt-0.5 size-5 shrink-0 text-navy-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
