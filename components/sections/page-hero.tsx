import type { ReactNode } from 'react';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { CallLink } from '@/components/layout/call-link';
import { SpanishHelp } from '@/components/layout/spanish-help';
import { SpanishFirstAction } from '@/components/sections/shared/spanish-first-action';
import { callLabelIn, spanishFirstAction } from '@/lib/content/spanish-help';

export interface PageHeroProps {
  title: string;
  lead: ReactNode;
  eyebrow?: string;
  tone?: 'navy' | 'emergency';
  /** Extra actions after Call Now (for example a button that scrolls to the form). */
  actions?: ReactNode;
  /** Defaults to the shared "Call Now". */
  callLabel?: string;
  /** The right half on wide screens (HeroFactsCard, a form, a photo); nothing on phones. */
  aside?: ReactNode;
  children?: ReactNode;
  locale: Locale;
}

/** A long Spanish label wraps inside its button on a phone rather than overflow it. */
const wrapOnPhones = 'max-sm:px-4 max-sm:text-base max-sm:whitespace-normal';

/** The top of an inner page: its h1, a lead paragraph, and the phone one tap away. */
export function PageHero({ title, lead, eyebrow, tone = 'navy', actions, callLabel, aside, children, locale }: PageHeroProps) {
  const call = callLabelIn(locale, callLabel ?? pageWordsIn(locale).shared.callNow);
  // On a Spanish page whose phone answers in English, the Spanish channel leads and the call follows, outlined.
  const second = Boolean(spanishFirstAction(locale));
  return (
    <section
      className={cn(
        'relative overflow-hidden text-white',
        tone === 'navy'
          ? 'bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700'
          : 'bg-gradient-to-br from-emergency-800 via-emergency-700 to-emergency-600',
      )}
    >
      <Container className={cn('relative py-14 sm:py-20', aside && 'lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-12')}>
        <div>
          {eyebrow && <p className="mb-3 text-sm font-bold tracking-wider text-gold-300 uppercase">{eyebrow}</p>}
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <div className="mt-5 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl">{lead}</div>
          <div className="mt-8 flex flex-wrap gap-3">
            <SpanishFirstAction locale={locale} className={wrapOnPhones} />
            <CallLink
              className={buttonClasses({
                size: 'lg',
                variant: tone === 'navy' && !second ? 'secondary' : 'outline',
                className: cn(
                  tone === 'emergency' && 'border-white text-emergency-700 shadow-lg hover:border-gold-300',
                  second && tone === 'navy' && 'border-white',
                  second && wrapOnPhones,
                ),
              })}
              icon="size-5"
              number="spoken"
            >
              {call}
            </CallLink>
            {actions}
          </div>
          <SpanishHelp locale={locale} plain className="mt-4 max-w-2xl text-white/90" />
          {children}
        </div>
        {aside}
      </Container>
    </section>
  );
}
