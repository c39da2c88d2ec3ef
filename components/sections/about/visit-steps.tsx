import type { AboutPoint } from '@/lib/content/about';
import { Container } from '@/components/ui/container';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { SectionHeading } from '@/components/ui/section-heading';

export interface VisitStepsProps {
  title: string;
  steps: readonly AboutPoint[];
}

export function VisitSteps({ title, steps }: VisitStepsProps) {
  return (
    <section aria-labelledby="how-a-visit-works" className="border-y border-navy-100 py-14 sm:py-20">
      <Container>
        <SectionHeading id="how-a-visit-works" title={title} />
        <NumberedSteps steps={steps} className="sm:grid-cols-2 lg:grid-cols-4" />
      </Container>
    </section>
  );
}
