import { cn } from '@/lib/cn';

interface NumberedStep {
  title: string;
  text: string;
}

export interface NumberedStepsProps {
  steps: readonly NumberedStep[];
  /** Grid columns and gaps; each step is a numbered circle, a title and a sentence or two. */
  className?: string;
  itemClassName?: string;
}

/** An ordered list of steps (a visit, what happens after a request), numbered in navy circles. */
export function NumberedSteps({ steps, className, itemClassName }: NumberedStepsProps) {
  return (
    <ol className={cn('grid gap-6', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className={itemClassName}>
          <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-navy-800 font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-navy-900">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
