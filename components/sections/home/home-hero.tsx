import { detectionCityNames } from '@/lib/content/cities';
import { homeWordsIn } from '@/lib/content/home';
import { pageIn, pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LocalTeamDetector } from '@/components/sections/home/local-team-detector';
import { CallLink } from '@/components/layout/call-link';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { SpanishHelp } from '@/components/layout/spanish-help';
import { SpanishFirstAction } from '@/components/sections/shared/spanish-first-action';
import { callLabelIn, spanishFirstAction } from '@/lib/content/spanish-help';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { OfferCard } from './offer-card';

/**
 * The two hero buttons share a row where both labels fit on one line each, and otherwise take a
 * row each, full width (the Spanish estimate label on a phone): a label never wraps inside its button.
 */
const heroButton = 'max-sm:min-h-12 max-sm:flex-auto max-sm:px-4 max-sm:text-base';

export function HomeHero({ locale }: { locale: Locale }) {
  const { hero, localTeam } = homeWordsIn(locale);
  const shared = pageWordsIn(locale).shared;
  // On a Spanish page whose phone answers in English, the Spanish channel leads and the call follows, outlined.
  const second = Boolean(spanishFirstAction(locale));
  return (
    <section data-hero className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white">
      <Container className="grid items-center gap-10 pt-6 pb-10 sm:py-16 lg:grid-cols-[1.35fr_1fr] lg:py-20">
        {/*
          On phones this column reaches past the first screen, so the offer card after it starts
          below the fold, and its content ends above the bottom bar at 375x812: nothing the hero
          says sits half under the bar (docs/decisions/050-phone-first-chrome.md).
        */}
        <div className="max-md:min-h-[calc(100svh-3.5rem)]">
          <p className="mb-3 text-sm font-bold tracking-wider text-gold-300 uppercase">{hero.eyebrow}</p>
          <h1 className="text-[2rem] font-extrabold tracking-tight text-balance max-sm:leading-tight sm:text-5xl lg:text-6xl">
            {pageIn('home', locale).h1}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-pretty text-white/90 sm:mt-5 sm:text-xl">{hero.lead}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-4">
            {hero.promises.map((promise) => (
              <li key={promise} className="flex items-start gap-2 text-sm font-semibold text-navy-100">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-gold-300" />
                {promise}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-7">
            <SpanishFirstAction locale={locale} className={heroButton} />
            <CallLink
              className={buttonClasses({
                size: 'lg',
                variant: second ? 'outline' : 'secondary',
                className: cn(heroButton, second && 'border-white max-sm:whitespace-normal'),
              })}
              icon="size-5 shrink-0"
              number="spoken"
            >
              {callLabelIn(locale, shared.callNow)}
            </CallLink>
            <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ variant: 'outline', size: 'lg', className: heroButton })}>
              {shared.freeEstimate}
            </LeadFormLink>
          </div>
          <LocalTeamDetector knownCities={detectionCityNames} words={localTeam} />
          <SpanishHelp locale={locale} plain className="mt-4 text-navy-100" />
        </div>
        <OfferCard locale={locale} />
      </Container>
    </section>
  );
}
