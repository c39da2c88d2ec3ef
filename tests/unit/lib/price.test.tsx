import { render, screen } from '@testing-library/react';
import { fill } from '@/lib/content/fill';
import { faqEntries } from '@/lib/content/faq';
import { pageWords } from '@/lib/content/pages';
import { pricing } from '@/lib/content/pricing';
import { emergencyCopy, serviceCopy, services } from '@/lib/content/services';
import { PriceLine } from '@/components/sections/service/price-line';
import { formatPriceRange, formatUsd, priceRangeText } from '@/lib/facts/price';
import { priceGuideJsonLd } from '@/lib/structured-data/pricing';

describe('the price record', () => {
  it('is marked as placeholder figures until the owner confirms them', () => {
    expect(typeof pricing.placeholder).toBe('boolean');
  });

  it.each(services.map((s) => [s.slug]))('%s has a whole-dollar range with min below max', (slug) => {
    const range = pricing.services[slug as keyof typeof pricing.services];
    expect(range).toBeDefined();
    expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
    expect(range.min).toBeGreaterThan(0);
    expect(range.min).toBeLessThan(range.max);
    expect(range.low.length).toBeGreaterThan(10);
    expect(range.high.length).toBeGreaterThan(10);
  });

  it('prices no service it has no page for', () => {
    expect(Object.keys(pricing.services).sort()).toEqual(services.map((s) => s.slug).sort());
  });

  it('an emergency visit costs at least the trip charge plus the cheapest repair', () => {
    expect(pricing.services['emergency-service'].min).toBeGreaterThanOrEqual(
      pricing.emergencyTripCharge.amount + pricing.services['garage-door-repair'].min,
    );
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
    expect(cost?.answer).toContain(priceRangeText(pricing.services['garage-door-repair']));
    // "over" only as the record says it, never typed beside a range that says otherwise.
    expect(cost?.answer.match(/over \$/g)?.length ?? 0).toBe(pricing.services['garage-door-repair'].openEnded ? 1 : 0);
    const payment = faqEntries.find((e) => /pay/i.test(e.question));
    expect(payment?.answer).toContain(formatUsd(pricing.emergencyTripCharge.amount));
  });

  it('the repair page’s own cost answer and the emergency pricing points agree with it', () => {
    const repairCost = serviceCopy['garage-door-repair'].faqs.find((f) => /how much/i.test(f.question));
    expect(repairCost?.answer).toContain(priceRangeText(pricing.services['garage-door-repair']));
    expect(emergencyCopy.pricing.points.join(' ')).toContain(formatUsd(pricing.emergencyTripCharge.amount));
    expect(emergencyCopy.pricing.points.join(' ')).toContain(priceRangeText(pricing.services['emergency-service']));
  });

  it.each(services.map((s) => [s.slug]))('the %s price line shows its range and links to the guide', (slug) => {
    const words = pageWords('en').pricing.priceLine;
    render(<PriceLine service={slug as keyof typeof pricing.services} locale="en" />);
    const range = formatPriceRange(pricing.services[slug as keyof typeof pricing.services]);
    expect(screen.getByText(fill(words.typical, { price: range }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.link })).toHaveAttribute('href', '/pricing');
  });

  it('the price JSON-LD carries each range as minPrice/maxPrice in USD (no maxPrice when open-ended)', () => {
    const data = priceGuideJsonLd(services, '/pricing');
    const offers = data.itemListElement as unknown as {
      priceSpecification: { minPrice: number; maxPrice?: number; priceCurrency: string };
    }[];
    expect(offers.some((offer) => offer.priceSpecification.maxPrice === undefined)).toBe(true);
    expect(offers).toHaveLength(services.length);
    offers.forEach((offer, index) => {
      const range = pricing.services[services[index].slug];
      expect(offer.priceSpecification).toEqual({
        '@type': 'PriceSpecification',
        minPrice: range.min,
        ...(range.openEnded ? {} : { maxPrice: range.max }),
        priceCurrency: 'USD',
      });
    });
  });
});
