import { business, telHref } from '@/lib/content/business';
import { detectionCityNames } from '@/lib/content/cities';
import { homeWords } from '@/lib/content/home';
import { pageIn, pageWords } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LocalTeamDetector } from '@/components/home/local-team-detector';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { SpanishHelp } from '@/components/sections/shared/spanish-help';
import { ButtonLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { CheckIcon, PhoneIcon } from '@/components/ui/icons';
import { OfferCard } from './offer-card';

export function HomeHero({ locale }: { locale: Locale }) {
  const { hero, localTeam } = homeWords(locale);
  const shared = pageWords(locale).shared;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white">
      <Container className="grid items-center gap-10 py-10 sm:py-16 lg:grid-cols-[1.35fr_1fr] lg:py-20">
        <div>
          <p className="mb-3 text-sm font-bold tracking-wider text-gold-300 uppercase">{hero.eyebrow}</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{pageIn('home', locale).h1}</h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl">{hero.lead}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <ButtonLink href={telHref} size="lg" variant="secondary" className="w-full sm:w-auto">
              <PhoneIcon className="size-5" />
              {shared.callNow}
              <span className="sr-only">: {business.phone.display}</span>
            </ButtonLink>
            <LeadFormLink
              fallbackHref="#lead-form"
              className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              {shared.freeEstimate}
            </LeadFormLink>
          </div>
          <LocalTeamDetector knownCities={detectionCityNames} words={localTeam} />
          <ul className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-4">
            {hero.promises.map((promise) => (
              <li key={promise} className="flex items-start gap-2 text-sm font-semibold text-navy-100">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-gold-300" />
                {promise}
              </li>
            ))}
          </ul>
          <SpanishHelp locale={locale} className="mt-4 text-navy-100" />
        </div>
        <OfferCard locale={locale} />
      </Container>
    </section>
  );
}
