import { type Locale, spanishAddress } from '@/lib/i18n/locale';
import type { CityOf, CityPageOf, CityTemplate } from './city-types';

/** Richest first: a city's first route of its richest layout is the one search engines index. */
const templates: readonly CityTemplate[] = ['featured', 'long', 'short'];

/**
 * Everything the rest of the site reads about the cities, derived from the list of city
 * records: every route of every city, lookups, menu order, service-area lists and the names
 * city detection knows. lib/content/cities.ts applies it to content/cities/; the new-city test
 * applies it to that list plus a fixture city. Add new derived values here, so that test covers them.
 */
export function buildRegistry<Slug extends string>(list: readonly CityOf<Slug>[], spanish: readonly CityOf<Slug>[] = []) {
  /** Every city route, each city's in turn, featured before long before short. */
  const cityPages: CityPageOf<Slug>[] = list.flatMap((city) => {
    const routes = templates.flatMap((template) =>
      (city.pages[template]?.routes ?? []).map((route) => ({ ...route, city: city.slug, template })),
    );
    // One indexable page per city: every other address of the city names the richest as canonical.
    const [richest] = routes;
    return routes.map((route) => (route === richest ? route : { ...route, canonical: richest.slug }));
  });

  function getCity(slug: Slug): CityOf<Slug> {
    const city = list.find((c) => c.slug === slug);
    if (!city) throw new Error(`Unknown city ${slug}`);
    return city;
  }

  function getCityPage(slug: string): CityPageOf<Slug> | undefined {
    return cityPages.find((page) => page.slug === slug);
  }

  /** A city's richest indexable page: where links about that city point. */
  function primaryCityPage(city: Slug): CityPageOf<Slug> {
    const page = cityPages.find((p) => p.city === city && !p.canonical);
    if (!page) throw new Error(`No indexable page for city ${city}`);
    return page;
  }

  /** A city's record in a page's language; a Spanish page asks only for cities with a Spanish file. */
  function cityIn(slug: Slug, locale: Locale): CityOf<Slug> {
    if (locale === 'en') return getCity(slug);
    const city = spanish.find((candidate) => candidate.slug === slug);
    if (!city) throw new Error(`A Spanish page asked for content/cities/${slug}.es.json, which does not exist`);
    return city;
  }

  /** Whether a city has a Spanish file (and so a Spanish page). */
  const hasSpanish = (slug: Slug) => spanish.some((city) => city.slug === slug);

  /**
   * A city's one page in a page's language: in English its richest page; in Spanish the page its
   * Spanish file gives (the richest layout it translates), at its /es/ address.
   */
  function cityPageIn(slug: Slug, locale: Locale): CityPageOf<Slug> | undefined {
    if (locale === 'en') return primaryCityPage(slug);
    const city = spanish.find((candidate) => candidate.slug === slug);
    const template = templates.find((name) => city?.pages[name]);
    const route = template && city?.pages[template]?.routes[0];
    return route ? { ...route, city: slug, template } : undefined;
  }

  /**
   * Where a link to a city leads in a page's language: its Spanish page where it has one, else its
   * English page, and the link says it leads to an English page.
   */
  function cityPath(slug: Slug, locale: Locale): string {
    const spanishPage = locale === 'es' ? cityPageIn(slug, 'es') : undefined;
    return spanishPage ? spanishAddress(spanishPage.slug) : `/${primaryCityPage(slug).slug}`;
  }

  return {
    cityPages,
    hasSpanish,
    getCity,
    getCityPage,
    primaryCityPage,
    cityPath,
    cityIn,
    cityPageIn,
    /** What the home page's local-team detection recognises, in matching order: the towns marked detectable. */
    detectionCityNames: list.filter((city) => city.detectable).map((city) => city.name) as readonly string[],
  };
}
