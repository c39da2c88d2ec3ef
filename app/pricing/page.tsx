import { business } from '@/lib/content/business';
import { staticPages } from '@/content/pages';
import { pricing } from '@/lib/content/pricing';
import { services } from '@/lib/content/services';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { PageHero } from '@/components/sections/page-hero';
import { HeroFactsCard } from '@/components/sections/shared/hero-facts-card';
import { PriceTable } from '@/components/sections/pricing/price-table';
import { CheckList } from '@/components/sections/shared/check-list';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { PageSection } from '@/components/sections/shared/page-section';
import { buttonClasses } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import { pageMetadata } from '@/lib/metadata';
import { formatUsd } from '@/lib/price';
import { priceGuideJsonLd } from '@/lib/structured-data/pricing';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';

const page = staticPages.pricing;

export const metadata = pageMetadata(page);

/** "What will it cost?": every service's typical range, what moves it, and how we quote. */
export default function PricingPage() {
  const trip = pricing.emergencyTripCharge;
  return (
    <>
      <PageStructure
        {...page}
        mainEntity={priceGuideJsonLd(services, page.path)}
        crumbs={[{ name: 'Prices', path: page.path }]}
        dateModified={staticPageDate('pricing', ['pricing', 'services'])}
      />
      <PageHero
        aside={<HeroFactsCard />}
        eyebrow="Price guide"
        title={page.h1}
        lead="What most Southwest Florida homeowners pay for each job we do. Your door decides where in the range you land; the technician quotes the total before any work starts, and estimates are free."
        actions={
          <LeadFormLink className={buttonClasses({ size: 'lg', variant: 'outline', className: 'border-white' })}>
            Get a Free Estimate
          </LeadFormLink>
        }
      />
      <PageSection
        id="price-ranges"
        tone="muted"
        title="Typical prices by service"
        intro="Parts and labor included, in US dollars, before any discount."
      >
        <PriceTable services={services} />
      </PageSection>
      <PageSection id="what-moves-the-price" title="What moves the price">
        <FeatureCards cards={pricing.factors} />
      </PageSection>
      <PageSection id="emergency-trip-charge" tone="muted" title="The emergency trip charge">
        <p className="max-w-3xl text-lg text-slate-800">
          The emergency trip charge is <strong className="text-navy-900">{formatUsd(trip.amount)}</strong>, {trip.text}{' '}
          <IntentLink
            href="/emergency-service"
            className="inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4 hover:text-gold-700"
          >
            How emergency service works
          </IntentLink>
        </p>
      </PageSection>
      <PageSection id="how-we-quote" title="How we quote">
        <CheckList
          items={[
            ...pricing.promises,
            `New customers get ${business.offer.percent}% off: ${business.offer.terms.join(', ').toLowerCase()}.`,
            `${business.warranty.label} on every opener repair and installation.`,
          ]}
        />
      </PageSection>
    </>
  );
}
