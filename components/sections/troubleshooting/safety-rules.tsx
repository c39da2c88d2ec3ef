import { CallLink } from '@/components/layout/call-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { ShieldIcon } from '@/components/ui/icons';
import { Callout } from '@/components/ui/callout';

export interface SafetyRulesProps {
  title: string;
  rules: readonly string[];
  /** The call button: "Call {phone}". */
  call: string;
}

/** The two rules that come before any symptom: tension parts are never touched. */
export function SafetyRules({ title, rules, call }: SafetyRulesProps) {
  return (
    <section aria-labelledby="safety-rules-heading" className="bg-white pt-10 sm:pt-12">
      <Container>
        <Callout tone="warning" className="flex max-w-4xl flex-col gap-4 sm:flex-row sm:p-8">
          <ShieldIcon className="size-10 shrink-0 text-emergency-700" />
          <div>
            <h2 id="safety-rules-heading" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
              {title}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-lg text-slate-900">
              {rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <CallLink className={buttonClasses({ size: 'lg', variant: 'destructive', className: 'mt-5' })} icon="size-5">
              {call}
            </CallLink>
          </div>
        </Callout>
      </Container>
    </section>
  );
}
