import { cities, getCity, type CitySlug } from '@/content/cities';
import { cityCopy } from '@/content/city-copy';
import { cityPages } from '@/content/city-pages';

const names = cities.map((c) => c.name);

/** A paragraph with every city name blanked out: equal results mean "same text, name swapped". */
function normalise(text: string): string {
  return names.reduce((acc, name) => acc.replaceAll(name, 'CITY'), text).toLowerCase();
}

function paragraphsOf(slug: CitySlug): string[] {
  const copy = cityCopy[slug];
  return [
    ...copy.localNotes.map((n) => n.text),
    copy.review.quote,
    ...(copy.long ? [copy.long.lead, ...copy.long.services, ...copy.long.whyChoose] : []),
    ...(copy.short ? [copy.short.lead, ...copy.short.paragraphs] : []),
    ...(copy.featured ? [copy.featured.lead, ...copy.featured.cards.map((c) => c.text), ...copy.featured.reasons] : []),
  ];
}

describe('city copy', () => {
  it('every city page has text for its template', () => {
    for (const page of cityPages) expect(cityCopy[page.city][page.template]).toBeDefined();
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

  it.each(cities.map((c) => [c.slug, cityCopy[c.slug]] as const))('%s has its own neighbourhoods, local notes and a five-star review', (slug, copy) => {
    expect(copy.neighbourhoods.length).toBeGreaterThanOrEqual(6);
    expect(new Set(copy.neighbourhoods).size).toBe(copy.neighbourhoods.length);
    expect(copy.localNotes.length).toBeGreaterThanOrEqual(2);
    expect(copy.review.rating).toBe(5);
    expect(copy.review.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    expect(copy.review.location).toContain(getCity(slug).name);
  });

  it('featured pages carry the spec’s three service cards and form titles', () => {
    expect(cityCopy.nokomis.featured?.cards.map((c) => c.title)).toEqual(['Emergency Repairs', 'Installation Services', 'Maintenance and Tune-ups']);
    expect(cityCopy.osprey.featured?.cards.map((c) => c.title)).toEqual(['Emergency Repairs', 'Smart Solutions', 'Custom Installations']);
    expect(cityCopy['siesta-key'].featured?.cards).toHaveLength(3);
    expect(cityCopy.nokomis.featured?.formTitle).toBe('Request Service in Nokomis');
    expect(cityCopy.osprey.featured?.formTitle).toBe('Schedule Garage Door Service in Osprey');
  });

  it('no two neighbourhood lists name the same place', () => {
    const all = cities.flatMap((c) => cityCopy[c.slug].neighbourhoods);
    expect(new Set(all).size).toBe(all.length);
  });
});
