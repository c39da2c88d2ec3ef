import type { AboutPoint } from '@/lib/content/about';
import { Container } from '@/components/ui/container';
import { CheckIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';

export interface DifferencesProps {
  eyebrow: string;
  title: string;
  points: readonly AboutPoint[];
}

export function Differences({ eyebrow, title, points }: DifferencesProps) {
  return (
    <section aria-labelledby="what-makes-us-different" className="bg-navy-900 py-14 text-white sm:py-20">
      <Container>
        <SectionHeading id="what-makes-us-different" eyebrow={eyebrow} title={title} tone="dark" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {points.map((point) => (
            <li key={point.title} className="rounded-2xl bg-navy-800 p-6 ring-1 ring-navy-700">
              <h3 className="flex items-center gap-3 text-lg font-bold text-white">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-400 text-navy-950">
                  <CheckIcon className="size-5" />
                </span>
                {point.title}
              </h3>
              <p className="mt-3 text-navy-100">{point.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
