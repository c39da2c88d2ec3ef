import { Container } from '@/components/ui/container';
import { ShieldIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';

export interface TeamIntroProps {
  title: string;
  paragraphs: readonly string[];
  credentials: { title: string; items: readonly string[] };
}

/** Variant B's opening: who the technicians are and what backs them. */
export function TeamIntro({ title, paragraphs, credentials }: TeamIntroProps) {
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
          <ul className="mt-4 space-y-3">
            {credentials.items.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <ShieldIcon className="mt-0.5 size-5 shrink-0 text-navy-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
