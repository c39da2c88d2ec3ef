import { cities, cityPages, getCity, type CitySlug } from '@/lib/content/cities';

const names = cities.map((c) => c.name);

/** A paragraph with every city name blanked out: equal results mean "same text, name swapped". */
function normalise(text: string): string {
  return names.reduce((acc, name) => acc.replaceAll(name, 'CITY'), text).toLowerCase();
}

function paragraphsOf(slug: CitySlug): string[] {
  const city = getCity(slug);
  const { long, short, featured } = city.pages;
  return [
    ...city.localNotes.map((n) => n.text),
    city.permits.text,
    ...(city.review ? [city.review.quote] : []),
    ...(long ? [long.copy.lead, ...long.copy.services, ...long.copy.whyChoose] : []),
    ...(short ? [short.copy.lead, ...short.copy.paragraphs] : []),
    ...(featured ? [featured.copy.lead, ...featured.copy.cards.map((c) => c.text), ...featured.copy.reasons] : []),
  ];
}

describe('city copy', () => {
  it('every city page has text for its template', () => {
    for (const page of cityPages) expect(getCity(page.city).pages[page.template]?.copy).toBeDefined();
  });

  it('no paragraph is repeated across cities, even with the city name swapped', () => {
    const seen = new Map<string, CitySlug>();
    for (const city of cities) {
      for (const text of paragraphsOf(city.slug)) {
        const key = normalise(text);
        const owner = seen.get(key);
        if (owner && owner !== city.slug) throw new Error(`${city.slug} repeats ${owner}: "${text}"`);
        seen.set(key, city.slug);
      }
    }
  });

  it.each(cities.map((c) => [c.slug, c] as const))(
    '%s has its own neighbourhoods, local notes and permit office, and a review only from that city',
    (slug, city) => {
      expect(city.neighbourhoods.length).toBeGreaterThanOrEqual(6);
      expect(new Set(city.neighbourhoods).size).toBe(city.neighbourhoods.length);
      expect(city.localNotes.length).toBeGreaterThanOrEqual(2);
      expect(city.permits.office).not.toBe('');
      if (!city.review) return;
      expect(city.review.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(city.review.location).toContain(getCity(slug).name);
    },
  );

  // The spec's cards and form titles of Nokomis and Osprey: tests/unit/content/spec-values.test.ts.
  it('every featured page’s form title names its city', () => {
    for (const city of cities) {
      const featured = city.pages.featured?.copy;
      if (featured) expect(featured.formTitle).toContain(city.name);
    }
  });

  it('no two neighbourhood lists name the same place', () => {
    const all = cities.flatMap((c) => c.neighbourhoods);
    expect(new Set(all).size).toBe(all.length);
  });
});
