import type { AboutPoint } from '@/content/about';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

export interface VisitStepsProps {
  steps: readonly AboutPoint[];
}

export function VisitSteps({ steps }: VisitStepsProps) {
  return (
    <section aria-labelledby="how-a-visit-works" className="border-y border-navy-100 py-14 sm:py-20">
      <Container>
        <SectionHeading id="how-a-visit-works" title="How a Visit Works" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title}>
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-navy-800 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
