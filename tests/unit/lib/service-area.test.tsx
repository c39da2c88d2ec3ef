import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities } from '@/lib/content/cities';
import { ZipChecker } from '@/components/service-area/zip-checker';
import { formsWords } from '@/lib/content/forms';
import { serviceArea } from '@/lib/content/service-area';
import { milesBetween, type RegionZipTable } from '@/lib/region-zips';
import { regionZipTableFromDataset } from '@/lib/region-zips-dataset';
import { servedCities, zipPages, zipsByCounty } from '@/lib/service-area';
import { lookupZip, normalizeZip } from '@/lib/zip-lookup';

// The table exactly as the build writes it, built here from the dataset: no prior build needed.
const table = regionZipTableFromDataset(serviceArea, cities);
const pages = zipPages();
const lookup = (input: string) => lookupZip(input, table, pages);
const pageOf = (slug: string) => pages[slug];

describe('ZIP lookup over the region table', () => {
  it('reads five digits, ZIP+4 and stray spaces, and nothing else', () => {
    expect(normalizeZip('34275')).toBe('34275');
    expect(normalizeZip(' 34275 ')).toBe('34275');
    expect(normalizeZip('34275-1234')).toBe('34275');
    expect(normalizeZip('342751234')).toBe('34275');
    for (const bad of ['3427', '342755', 'abcde', '34 275', 'Nokomis', '34275-12']) expect(normalizeZip(bad)).toBeNull();
  });

  it('answers a ZIP of a city with a page with that city’s page', () => {
    expect(lookup('34275')).toEqual({ kind: 'served', zip: '34275', places: [{ city: 'Nokomis', href: '/garage-door-service-nokomis' }] });
    const shared = lookup('34242');
    expect(shared.kind === 'served' && shared.places.map((p) => p.city).sort()).toEqual(['Sarasota', 'Siesta Key']);
    // Not in the Bradenton record, but the dataset names it Bradenton.
    expect(lookup('34201')).toEqual({ kind: 'served', zip: '34201', places: [pageOf('bradenton')] });
  });

  it.each([
    ['34102', 'Naples', 'Collier'],
    ['33901', 'Fort Myers', 'Lee'],
    ['34606', 'Spring Hill', 'Hernando'],
    ['33701', 'Saint Petersburg', 'Pinellas'],
  ])('answers %s (%s) as served, with the nearest city page', (zip, place, county) => {
    const answer = lookup(zip);
    expect(answer).toMatchObject({ kind: 'region', zip, place, county });
    if (answer.kind !== 'region') return;
    expect(answer.nearest).toHaveLength(1);
    // Truly the nearest: no other city page is closer to this ZIP than the one named.
    const row = table.zips[zip];
    const centre = (slug: string) => {
      const points = cities.find((c) => c.slug === slug)!.zipCodes.map((z) => table.zips[z]);
      return { lat: points.reduce((s, p) => s + p.lat, 0) / points.length, lon: points.reduce((s, p) => s + p.lon, 0) / points.length };
    };
    const bySlug = Object.keys(pages).sort((a, b) => milesBetween(row, centre(a)) - milesBetween(row, centre(b)));
    expect(answer.nearest[0]).toEqual(pageOf(bySlug[0]));
  });

  it('says plainly when a ZIP is outside the area, and tells empty from malformed input', () => {
    expect(lookup('32801')).toEqual({ kind: 'unserved', zip: '32801' });
    expect(lookup('10001')).toEqual({ kind: 'unserved', zip: '10001' });
    expect(lookup('   ')).toEqual({ kind: 'empty' });
    expect(lookup('3427x')).toEqual({ kind: 'malformed', input: '3427x' });
    // Object keys are not ZIP codes.
    expect(lookup('constructor').kind).toBe('malformed');
  });

  it('holds every ZIP code of the record’s counties and nothing else, each with a city page', () => {
    const rows = Object.values(table.zips);
    expect(new Set(rows.map((row) => row.county))).toEqual(new Set(serviceArea.counties));
    expect(rows.length).toBeGreaterThan(300);
    for (const [zip, row] of Object.entries(table.zips)) {
      expect(zip).toMatch(/^3[34]\d{3}$/);
      expect(row.cities.length).toBeGreaterThan(0);
      for (const slug of row.cities) expect(pages[slug]).toBeDefined();
    }
    for (const city of cities)
      for (const zip of city.zipCodes)
        expect(lookup(zip)).toMatchObject({ kind: 'served', places: expect.arrayContaining([pageOf(city.slug)]) });
  });

  it('groups the ZIP codes by county in the record’s order, then by town', () => {
    const groups = zipsByCounty(table);
    expect(groups.map((g) => g.county)).toEqual(serviceArea.counties);
    const collier = groups.find((g) => g.county === 'Collier')!;
    expect(collier.places.find((p) => p.place === 'Naples')?.zips).toContain('34102');
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(Object.keys(table.zips).length);
  });

  it('lists every city with neighbourhoods and a page', () => {
    const list = servedCities();
    expect(list.map((c) => c.slug).sort()).toEqual(cities.map((c) => c.slug).sort());
    for (const city of list) {
      expect(city.neighbourhoods.length).toBeGreaterThan(0);
      expect(city.href).toMatch(/^\/garage-door-/);
    }
  });
});

describe('ZipChecker', () => {
  const words = formsWords('en').zipChecker;
  const phone = { display: '(941) 555-0147', href: 'tel:+19415550147' };
  const fetchMock = jest.fn<Promise<Response>, [string]>();
  const ok = (body: RegionZipTable) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  const setup = () => {
    render(<ZipChecker words={words} pages={pages} phone={phone} requestHref="/#lead-form" listHref="/service-area#list" />);
    return { input: screen.getByLabelText(words.label), button: screen.getByRole('button', { name: words.button }) };
  };

  // The page fetches the table once and keeps it: the failure comes first, while nothing is kept.
  it('says so, with the phone and the list, when the table cannot be fetched, and tries again on the next check', async () => {
    fetchMock.mockImplementation(() => Promise.resolve({ ok: false, status: 500 } as Response));
    const { input, button } = setup();
    await userEvent.type(input, '34606');
    await userEvent.click(button);
    expect(await screen.findByText(/We could not check your ZIP code just now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    expect(screen.getByRole('link', { name: /see every ZIP code we serve/ })).toHaveAttribute('href', '/service-area#list');
    fetchMock.mockImplementation(() => ok(table));
    await userEvent.click(button);
    expect(await screen.findByText('Yes, we serve Spring Hill.')).toBeInTheDocument();
  });

  it('answers a city ZIP with its page, a region ZIP with “Yes, we serve” and the nearest page, the phone and the form', async () => {
    fetchMock.mockImplementation(() => ok(table));
    const { input, button } = setup();
    await userEvent.type(input, '34275');
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Garage door service in Nokomis' })).toHaveAttribute(
      'href',
      '/garage-door-service-nokomis',
    );
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);

    await userEvent.clear(input);
    await userEvent.type(input, '34102');
    await userEvent.click(button);
    expect(await screen.findByText('Yes, we serve Naples.')).toBeInTheDocument();
    expect(screen.getByText(/34102 is in Collier County/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a visit' })).toHaveAttribute('href', '/#lead-form');
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    expect(screen.getByRole('link', { name: /Garage door service in/ })).toHaveAttribute(
      'href',
      table.zips['34102'].cities.map(pageOf)[0].href,
    );
    // Fetched by the test before, and kept.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers a ZIP outside the area politely, still with the phone, and a malformed one without fetching', async () => {
    fetchMock.mockImplementation(() => ok(table));
    const { input, button } = setup();
    await userEvent.type(input, '123');
    await userEvent.click(button);
    expect(screen.getByText(/A ZIP code is five digits/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '32801');
    await userEvent.click(button);
    expect(await screen.findByText(/32801 is outside our service area/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    expect(screen.queryByRole('link', { name: /Garage door service in/ })).toBeNull();
  });

  it('answers in the page’s language with the words its server parent hands it', async () => {
    fetchMock.mockImplementation(() => ok(table));
    const spanish = formsWords('es').zipChecker;
    render(<ZipChecker words={spanish} pages={pages} phone={phone} requestHref="/#lead-form" listHref="/service-area#list" />);
    const input = screen.getByLabelText(spanish.label);
    await userEvent.type(input, '34102');
    await userEvent.click(screen.getByRole('button', { name: spanish.button }));
    expect(await screen.findByText(spanish.region.replace('{place}', 'Naples'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: spanish.requestLink })).toHaveAttribute('href', '/#lead-form');
    expect(spanish.region).not.toBe(words.region);
  });
});
