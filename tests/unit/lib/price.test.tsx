import { render, screen } from '@testing-library/react';
import { fill } from '@/lib/content/fill';
import { faqEntries } from '@/lib/content/faq';
import { pageWordsIn } from '@/lib/content/pages';
import { pricing, type ServicePrice } from '@/lib/content/pricing';
import { emergencyCopy, serviceCopy, services, type ServiceSlug } from '@/lib/content/services';
import { PriceLine } from '@/components/sections/service/price-line';
import { PriceTable } from '@/components/sections/pricing/price-table';
import { formatPriceRange, formatUsd, priceRangeText } from '@/lib/facts/price';
import { priceGuideJsonLd } from '@/lib/structured-data/pricing';

// Rules, not counts: they hold for the tests' copy of the data and for any service an owner adds.

/** A service's price in the record; fails the test where the record has none. */
function priceOf(slug: string): ServicePrice {
  const price = pricing.services[slug as ServiceSlug];
  if (!price) throw new Error(`content/pricing.json has no price for ${slug}`);
  return price;
}

/** A service an owner has added as a file, with no price yet. */
const unpriced = { ...services[0], slug: 'door-insulation' as ServiceSlug, name: 'Garage Door Insulation', path: '/door-insulation' };

describe('the price record', () => {
  it('is marked as placeholder figures until the owner confirms them', () => {
    expect(typeof pricing.placeholder).toBe('boolean');
  });

  it.each(services.map((s) => [s.slug]))('%s has a whole-dollar range with min below max', (slug) => {
    const range = priceOf(slug);
    expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
    expect(range.min).toBeGreaterThan(0);
    expect(range.min).toBeLessThan(range.max);
    expect(range.low.length).toBeGreaterThan(10);
    expect(range.high.length).toBeGreaterThan(10);
  });

  it('prices no service it has no page for', () => {
    const pages = new Set<string>(services.map((s) => s.slug));
    expect(Object.keys(pricing.services).filter((slug) => !pages.has(slug))).toEqual([]);
  });

  it('an emergency visit costs at least the trip charge plus the cheapest repair', () => {
    expect(priceOf('emergency-service').min).toBeGreaterThanOrEqual(pricing.emergencyTripCharge.amount + priceOf('garage-door-repair').min);
  });

  it('formats dollars the way a homeowner reads them', () => {
    expect(formatUsd(1350)).toBe('$1,350');
    expect(formatPriceRange({ min: 89, max: 550 })).toBe('$89–$550');
    expect(priceRangeText({ min: 89, max: 550 })).toBe('from $89 to $550');
    expect(formatPriceRange({ min: 89, max: 500, openEnded: true })).toBe('$89–$500+');
    expect(priceRangeText({ min: 89, max: 500, openEnded: true })).toBe('from $89 to over $500');
  });
});

describe('every price the site states reads the record', () => {
  it('the FAQ cost answer gives the repair range, and the payment answer the trip charge', () => {
    const cost = faqEntries.find((e) => /how much/i.test(e.question));
    expect(cost?.answer).toContain(priceRangeText(priceOf('garage-door-repair')));
    // "over" only as the record says it, never typed beside a range that says otherwise.
    expect(cost?.answer.match(/over \$/g)?.length ?? 0).toBe(priceOf('garage-door-repair').openEnded ? 1 : 0);
    const payment = faqEntries.find((e) => /pay/i.test(e.question));
    expect(payment?.answer).toContain(formatUsd(pricing.emergencyTripCharge.amount));
  });

  it('the repair page’s own cost answer and the emergency pricing points agree with it', () => {
    const repairCost = serviceCopy['garage-door-repair'].faqs.find((f) => /how much/i.test(f.question));
    expect(repairCost?.answer).toContain(priceRangeText(priceOf('garage-door-repair')));
    expect(emergencyCopy.pricing.points.join(' ')).toContain(formatUsd(pricing.emergencyTripCharge.amount));
    expect(emergencyCopy.pricing.points.join(' ')).toContain(priceRangeText(priceOf('emergency-service')));
  });

  it.each(services.map((s) => [s.slug]))('the %s price line shows its range and links to the guide', (slug) => {
    const words = pageWordsIn('en').pricing.priceLine;
    render(<PriceLine service={slug} locale="en" />);
    expect(screen.getByText(fill(words.typical, { price: formatPriceRange(priceOf(slug)) }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.link })).toHaveAttribute('href', '/pricing');
  });

  it('the price JSON-LD carries each range as minPrice/maxPrice in USD (no maxPrice when open-ended)', () => {
    const data = priceGuideJsonLd(services, '/pricing');
    const offers = data.itemListElement as unknown as {
      priceSpecification: { minPrice: number; maxPrice?: number; priceCurrency: string };
    }[];
    expect(offers).toHaveLength(services.length);
    offers.forEach((offer, index) => {
      const range = priceOf(services[index].slug);
      expect(offer.priceSpecification).toEqual({
        '@type': 'PriceSpecification',
        minPrice: range.min,
        ...(range.openEnded ? {} : { maxPrice: range.max }),
        priceCurrency: 'USD',
      });
    });
  });
});

describe('a service the owner added without a price yet', () => {
  it('has a page without a price line, rather than a wrong price or a failed build', () => {
    const { container } = render(<PriceLine service={unpriced.slug} locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is left out of the price guide and its structured data, and every priced service stays in', () => {
    render(<PriceTable services={[...services, unpriced]} locale="en" />);
    expect(screen.queryByRole('heading', { name: unpriced.name })).toBeNull();
    expect(screen.getAllByRole('listitem').filter((item) => item.matches('[data-price-service]'))).toHaveLength(services.length);
    const offers = priceGuideJsonLd([...services, unpriced], '/pricing').itemListElement as unknown as { itemOffered: { name: string } }[];
    expect(offers.map((offer) => offer.itemOffered.name)).toEqual(services.map((s) => s.name));
  });
});
