import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { CallLink } from '@/components/layout/call-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

export interface CtaBandProps {
  title: string;
  text: string;
  tone?: 'navy' | 'emergency';
  /** The button that scrolls to this page's form; defaults to the shared "Schedule Now". */
  scheduleLabel?: string;
  id?: string;
  /** Where the form button goes on a page with no form of its own; defaults to this page's #lead-form. */
  fallbackHref?: string;
  locale: Locale;
}

/** A call to action: Call Now (tel) and a button that scrolls to the page's #lead-form. */
export function CtaBand({
  title,
  text,
  tone = 'navy',
  scheduleLabel,
  id = 'call-to-action',
  fallbackHref = '#lead-form',
  locale,
}: CtaBandProps) {
  const navy = tone === 'navy';
  const shared = pageWordsIn(locale).shared;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('py-12 text-white sm:py-14', navy ? 'bg-navy-900' : 'bg-emergency-700')}
    >
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mt-3 text-lg text-white/90">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* In an emergency the call leads: it shows the number and outweighs the form button. */}
          <CallLink
            className={buttonClasses({
              size: 'lg',
              variant: navy ? 'secondary' : 'outline',
              className: navy ? undefined : 'border-white text-emergency-700 shadow-lg hover:border-gold-300',
            })}
            icon="size-5"
            number="spoken"
          >
            {navy ? shared.callNow : shared.callNumber}
          </CallLink>
          <LeadFormLink
            fallbackHref={fallbackHref}
            className={buttonClasses({
              size: 'lg',
              variant: navy ? 'outline' : 'ghost',
              className: navy ? 'border-white' : 'border-2 border-white/80 text-white hover:bg-white/10 hover:text-white',
            })}
          >
            {scheduleLabel ?? shared.scheduleNow}
          </LeadFormLink>
        </div>
      </Container>
    </section>
  );
}
