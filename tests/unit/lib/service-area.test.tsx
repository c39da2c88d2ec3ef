import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business } from '@/lib/content/business';
import { cities } from '@/lib/content/cities';
import { ZipChecker } from '@/components/service-area/zip-checker';
import { formsWordsIn } from '@/lib/content/forms';
import { serviceArea } from '@/lib/content/service-area';
import { milesBetween, type RegionZipTable } from '@/lib/service-area/region-zips';
import { regionZipTableFromDataset } from '@/scripts/content/region-zips-dataset';
import { servedCities, zipPages, zipsByCounty } from '@/lib/service-area';
import { lookupZip, normalizeZip } from '@/lib/service-area/zip-lookup';
import { zipRegion } from '@/lib/pages/places';

// The table exactly as the build writes it, built here from the dataset: no prior build needed.
const table = regionZipTableFromDataset(serviceArea, cities);
const pages = zipPages();
const { nearbyMiles } = serviceArea;
const region = zipRegion('en');
const lookup = (input: string) => lookupZip(input, table, pages, nearbyMiles, region);
const shop = table.zips[business.address.postalCode];
/** The reach an answer states for a ZIP: the arrival aim within the record's distance of the shop. */
const arrivalAt = (zip: string) => milesBetween(shop, table.zips[zip]) <= serviceArea.arrivalMiles;
const pageOf = (slug: string) => pages[slug];

/** A city page's centre: the mean position of its ZIP codes, as the table's builder takes it. */
function centre(slug: string) {
  const points = cities.find((c) => c.slug === slug)!.zipCodes.map((z) => table.zips[z]);
  return { lat: points.reduce((s, p) => s + p.lat, 0) / points.length, lon: points.reduce((s, p) => s + p.lon, 0) / points.length };
}
const milesToPage = (zip: string, slug: string) => milesBetween(table.zips[zip], centre(slug));

// ZIP codes no city page lists or is named like, near one page or far from all: picked from the
// table, so a city page added later (whose ZIP codes then become its own) keeps these true.
const unclaimed = Object.entries(table.zips).filter(([, row]) => row.match === 'nearest');
const nearZips = unclaimed.filter(([, row]) => (row.miles ?? 0) <= nearbyMiles).map(([zip]) => zip);
const farZips = unclaimed.filter(([, row]) => (row.miles ?? 0) > nearbyMiles + 1).map(([zip]) => zip);
/** A city's ZIP code no other city page lists, and that city. */
const [ownZip, ownCity] = cities
  .flatMap((city) => city.zipCodes.map((zip) => [zip, city] as const))
  .find(([zip]) => table.zips[zip]?.cities.length === 1)!;

describe('ZIP lookup over the region table', () => {
  it('reads five digits, ZIP+4 and stray spaces, and nothing else', () => {
    expect(normalizeZip('34275')).toBe('34275');
    expect(normalizeZip(' 34275 ')).toBe('34275');
    expect(normalizeZip('34275-1234')).toBe('34275');
    expect(normalizeZip('342751234')).toBe('34275');
    for (const bad of ['3427', '342755', 'abcde', '34 275', 'Nokomis', '34275-12']) expect(normalizeZip(bad)).toBeNull();
  });

  it('answers a ZIP of a city with a page with that city’s page', () => {
    expect(lookup('34275')).toEqual({
      kind: 'served',
      zip: '34275',
      places: [{ city: 'Nokomis', href: '/garage-door-service-nokomis' }],
      arrival: true,
      county: region.counties.Sarasota,
    });
    const shared = lookup('34242');
    expect(shared.kind === 'served' && shared.places.map((p) => p.city).sort()).toEqual(['Sarasota', 'Siesta Key']);
    // Not in the Bradenton record, but the dataset names it Bradenton.
    expect(lookup('34201')).toMatchObject({ kind: 'served', zip: '34201', places: [pageOf('bradenton')] });
  });

  it('answers a ZIP no city page claims, within the record’s distance of one, as served with the nearest page', () => {
    expect(nearZips.length).toBeGreaterThan(0);
    for (const zip of nearZips) {
      const { place, county } = table.zips[zip];
      const answer = lookup(zip);
      expect(answer).toMatchObject({
        kind: 'region',
        zip,
        place,
        countyName: county,
        county: region.counties[county],
        arrival: arrivalAt(zip),
      });
      if (answer.kind !== 'region') continue;
      // Truly the nearest: no other city page is closer to this ZIP than the one named. The table's
      // coordinates are rounded to 0.01 degree (under a mile), so a near tie may go either way.
      expect(answer.nearest).toHaveLength(1);
      const named = table.zips[zip].cities[0];
      expect(answer.nearest[0]).toEqual(pageOf(named));
      const closest = Math.min(...Object.keys(pages).map((slug) => milesToPage(zip, slug)));
      expect(milesToPage(zip, named) - closest).toBeLessThanOrEqual(1);
      expect(milesToPage(zip, named)).toBeLessThanOrEqual(nearbyMiles + 1);
    }
  });

  it('answers a ZIP farther than the record’s distance from every city page as served, naming no page', () => {
    expect(farZips.length).toBeGreaterThan(0);
    for (const zip of farZips) {
      const { place, county } = table.zips[zip];
      expect(lookup(zip)).toEqual({
        kind: 'region',
        zip,
        place,
        countyName: county,
        nearest: [],
        arrival: arrivalAt(zip),
        county: region.counties[county],
      });
      for (const slug of Object.keys(pages)) expect(milesToPage(zip, slug)).toBeGreaterThan(nearbyMiles);
    }
  });

  it('follows the record’s distance: a wider one names the nearest page for a far ZIP too', () => {
    const [zip] = farZips;
    const nearest = Object.keys(pages).sort((a, b) => milesToPage(zip, a) - milesToPage(zip, b))[0];
    const answer = lookupZip(zip, table, pages, Math.ceil(milesToPage(zip, nearest)) + 2, region);
    expect(answer.kind === 'region' && answer.nearest).toEqual([pageOf(nearest)]);
    expect(table.zips[zip].miles).toBeGreaterThan(nearbyMiles);
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
  const words = formsWordsIn('en').zipChecker;
  const phone = { display: '(941) 555-0147', href: 'tel:+19415550147' };
  const fetchMock = jest.fn<Promise<Response>, [string]>();
  // The table as the build writes it: with the pages and the reach the checker answers with, per language.
  const served = { ...table, places: { en: { pages, region }, es: { pages: zipPages(servedCities('es')), region: zipRegion('es') } } };
  const ok = (body: RegionZipTable) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body === table ? served : body) } as Response);
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  const setup = () => {
    render(
      <ZipChecker
        words={words}
        nearbyMiles={nearbyMiles}
        locale="en"
        phone={phone}
        requestHref="/#lead-form"
        listHref="/service-area#list"
      />,
    );
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

  it('answers a city ZIP with its page and the arrival aim; a ZIP near a page with that page; a far one with the call only', async () => {
    fetchMock.mockImplementation(() => ok(table));
    const { input, button } = setup();
    const arrival = `within ${business.emergency.arrivalWindow}`;
    await userEvent.type(input, ownZip);
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: `Garage door service in ${ownCity.name}` })).toHaveAttribute(
      'href',
      pageOf(ownCity.slug).href,
    );
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    expect(screen.queryByText(new RegExp(arrival)) !== null).toBe(arrivalAt(ownZip));

    const [near] = nearZips;
    await userEvent.clear(input);
    await userEvent.type(input, near);
    await userEvent.click(button);
    expect(await screen.findByText(`Yes, we serve ${table.zips[near].place}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Garage door service in/ })).toHaveAttribute('href', pageOf(table.zips[near].cities[0]).href);
    expect(screen.queryByText(new RegExp(arrival)) !== null).toBe(arrivalAt(near));

    // Far from every town page and from the shop.
    const [far] = farZips.filter((zip) => !arrivalAt(zip));
    await userEvent.clear(input);
    await userEvent.type(input, far);
    await userEvent.click(button);
    expect(await screen.findByText(`Yes, we serve ${table.zips[far].place}.`)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${far} is in ${table.zips[far].county} County`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a visit' })).toHaveAttribute('href', '/#lead-form');
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    expect(screen.queryByRole('link', { name: /Garage door service in/ })).toBeNull();
    // Far from the shop: no arrival time, the county's crew days and its page instead.
    expect(screen.queryByText(new RegExp(arrival))).toBeNull();
    const county = region.counties[table.zips[far].county];
    expect(screen.getByText(new RegExp(`our crews work in ${county.name} every ${county.days}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `How we serve ${county.name}` })).toHaveAttribute('href', county.href);
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
    const spanish = formsWordsIn('es').zipChecker;
    render(
      <ZipChecker
        words={spanish}
        nearbyMiles={nearbyMiles}
        locale="es"
        phone={phone}
        requestHref="/#lead-form"
        listHref="/service-area#list"
      />,
    );
    const input = screen.getByLabelText(spanish.label);
    await userEvent.type(input, '34102');
    await userEvent.click(screen.getByRole('button', { name: spanish.button }));
    expect(await screen.findByText(spanish.region.replace('{place}', 'Naples'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: spanish.requestLink })).toHaveAttribute('href', '/#lead-form');
    expect(spanish.region).not.toBe(words.region);
  });
});
