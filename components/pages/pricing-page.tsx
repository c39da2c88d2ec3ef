import { businessIn } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { pageWordsIn, pageIn } from '@/lib/content/pages';
import { pricingIn } from '@/lib/content/pricing';
import { servicesIn } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { PageHero } from '@/components/sections/page-hero';
import { HeroFactsCard } from '@/components/sections/shared/hero-facts-card';
import { PriceTable } from '@/components/sections/pricing/price-table';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { CheckList } from '@/components/sections/shared/check-list';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { PageSection } from '@/components/sections/shared/page-section';
import { buttonClasses } from '@/components/ui/button-styles';
import { FilledText } from '@/components/ui/filled-text';
import { IntentLink } from '@/components/ui/intent-link';
import { recordPageMetadata } from '@/lib/site/metadata';
import { localePath } from '@/lib/pages/registry';
import { formatUsd } from '@/lib/facts/price';
import { priceGuideJsonLd } from '@/lib/structured-data/pricing';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';

export const pricingMetadata = recordPageMetadata('pricing');

/** "What will it cost?": every service's typical range, what moves it, and how we quote. */
export function PricingPage({ locale }: { locale: Locale }) {
  const page = pageIn('pricing', locale);
  const words = pageWordsIn(locale).pricing;
  const pricing = pricingIn(locale);
  const services = servicesIn(locale);
  const trip = pricing.emergencyTripCharge;
  return (
    <PageStructure
      locale={locale}
      {...page}
      mainEntity={priceGuideJsonLd(services, page.path, locale)}
      crumbs={[{ name: page.crumb, path: page.path }]}
      dateModified={staticPageDate('pricing')}
    >
      <PageHero
        aside={<HeroFactsCard locale={locale} />}
        eyebrow={words.eyebrow}
        title={page.h1}
        lead={words.lead}
        locale={locale}
        actions={
          <LeadFormLink
            fallbackHref={localePath('/#lead-form', locale)}
            className={buttonClasses({ size: 'lg', variant: 'outline', className: 'border-white' })}
          >
            {words.estimate}
          </LeadFormLink>
        }
      />
      <PageSection id="price-ranges" tone="muted" title={words.ranges.title} intro={words.ranges.intro}>
        <PriceTable services={services} locale={locale} />
      </PageSection>
      <PageSection id="what-moves-the-price" title={words.factorsTitle}>
        <FeatureCards cards={pricing.factors} />
      </PageSection>
      <PageSection id="emergency-trip-charge" tone="muted" title={words.trip.title}>
        <p className="max-w-3xl text-lg text-slate-800">
          <FilledText
            text={words.trip.text}
            values={{ amount: <strong className="text-navy-900">{formatUsd(trip.amount)}</strong>, text: trip.text }}
          />{' '}
          <IntentLink
            href={localePath('/emergency-service', locale)}
            className="inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4 hover:text-gold-700"
          >
            {words.trip.link}
          </IntentLink>
        </p>
      </PageSection>
      <PageSection id="how-we-quote" title={words.quote.title}>
        <CheckList
          items={[
            ...pricing.promises,
            fill(words.quote.offer, { terms: businessIn(locale).offer.terms.join(', ').toLowerCase() }),
            words.quote.warranty,
          ]}
        />
      </PageSection>
      {/* The page has no form: the band's booking button opens the home page's. */}
      <CtaBand title={words.ask.title} text={words.ask.intro} fallbackHref={localePath('/#lead-form', locale)} locale={locale} />
    </PageStructure>
  );
}
