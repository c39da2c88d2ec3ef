import type { Symptom } from '@/lib/content/troubleshooting';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { linkCardHover } from '@/components/ui/link-card';

export interface SymptomJumpListProps {
  symptoms: readonly Symptom[];
  title: string;
  /** The mark beside an emergency. */
  emergencyLabel: string;
}

/** The page's contents: one link per symptom section, emergencies marked in red. */
export function SymptomJumpList({ symptoms, title, emergencyLabel }: SymptomJumpListProps) {
  return (
    <nav aria-labelledby="symptoms-heading" className="border-b border-navy-100 bg-white py-10 sm:py-12">
      <Container>
        <h2 id="symptoms-heading" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
          {title}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {symptoms.map((symptom) => {
            const emergency = symptom.urgency === 'emergency';
            return (
              <li key={symptom.slug}>
                <a
                  href={`#${symptom.slug}`}
                  className={cn(
                    'flex min-h-12 items-center justify-between gap-3 rounded-lg border-2 px-4 py-2 font-semibold',
                    linkCardHover,
                    emergency ? 'border-emergency-200 text-emergency-800' : 'border-navy-100 text-navy-900',
                  )}
                >
                  {symptom.label}
                  {emergency && <span className="shrink-0 text-xs font-bold tracking-wide uppercase">{emergencyLabel}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      </Container>
    </nav>
  );
}
