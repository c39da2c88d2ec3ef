import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import { getService } from '@/lib/content/services';
import { type Symptom, type Urgency, troubleshootingWordsIn } from '@/lib/content/troubleshooting';
import type { Locale } from '@/lib/i18n/locale';
import { CallLink } from '@/components/layout/call-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/cn';
import { Callout } from '@/components/ui/callout';

const urgencyStyles: Record<Urgency, string> = {
  emergency: 'bg-emergency-700 text-white',
  soon: 'bg-gold-100 text-navy-950',
  routine: 'bg-navy-50 text-navy-900',
};

export interface SymptomSectionProps {
  symptom: Symptom;
  tone: 'white' | 'muted';
  /** Where "Request this repair" goes: the page's form, with the symptom named in the URL. */
  requestHref: string;
  locale: Locale;
}

/** One symptom as an anchored section: meaning, safe checks, what never to do, urgency, actions. */
export function SymptomSection({ symptom, tone, requestHref, locale }: SymptomSectionProps) {
  const emergency = symptom.urgency === 'emergency';
  const service = getService(symptom.service, locale);
  const { section, urgency } = troubleshootingWordsIn(locale);
  return (
    <section
      id={symptom.slug}
      aria-labelledby={`${symptom.slug}-heading`}
      className={cn('py-12 sm:py-14', tone === 'muted' ? 'bg-slate-50' : 'bg-white')}
    >
      <Container>
        <p className={cn('inline-block rounded-full px-3 py-1 text-sm font-bold', urgencyStyles[symptom.urgency])}>
          {urgency[symptom.urgency]}
        </p>
        <h2 id={`${symptom.slug}-heading`} className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-navy-900">
          {symptom.title}
        </h2>
        <h3 className="mt-5 text-xl font-bold text-navy-900">{section.means}</h3>
        <p className="mt-2 max-w-3xl text-lg text-slate-800">{symptom.means}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 ring-1 ring-navy-100">
            <h3 className="text-xl font-bold text-navy-900">{section.checks}</h3>
            <ul className="mt-3 space-y-3">
              {symptom.checks.map((item) => (
                <li key={item} className="flex gap-3 text-slate-800">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-gold-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <Callout tone="warning" data-never>
            <h3 className="text-xl font-bold text-emergency-800">{section.never}</h3>
            <ul className="mt-3 space-y-3">
              {symptom.never.map((item) => (
                <li key={item} className="flex gap-3 text-slate-900">
                  <CloseIcon className="mt-0.5 size-5 shrink-0 text-emergency-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Callout>
        </div>
        <p className={cn('mt-6 max-w-3xl text-lg', emergency ? 'font-semibold text-emergency-800' : 'text-slate-800')}>
          {symptom.urgencyText}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {emergency && (
            <CallLink className={buttonClasses({ size: 'lg', variant: 'destructive' })} icon="size-5">
              {section.callFirst}
            </CallLink>
          )}
          <a
            href={requestHref}
            data-symptom={symptom.slug}
            className={buttonClasses({ size: 'lg', variant: emergency ? 'outline' : 'default' })}
          >
            {section.request}
          </a>
          {service && (
            <IntentLink
              href={service.path}
              className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-4 hover:text-gold-700"
            >
              {fill(pageWordsIn(locale).shared.aboutService, { service: service.name.toLowerCase() })}
            </IntentLink>
          )}
        </div>
      </Container>
    </section>
  );
}
