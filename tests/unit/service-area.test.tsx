import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities } from '@/lib/content/cities';
import { ZipChecker } from '@/components/service-area/zip-checker';
import { servedCities, servedZipCodes, zipTable } from '@/lib/service-area';
import { lookupZip, normalizeZip } from '@/lib/zip-lookup';

const table = zipTable();

describe('ZIP lookup', () => {
  it('reads five digits, ZIP+4 and stray spaces, and nothing else', () => {
    expect(normalizeZip('34275')).toBe('34275');
    expect(normalizeZip(' 34275 ')).toBe('34275');
    expect(normalizeZip('34275-1234')).toBe('34275');
    expect(normalizeZip('342751234')).toBe('34275');
    for (const bad of ['3427', '342755', 'abcde', '34 275', 'Nokomis', '34275-12']) expect(normalizeZip(bad)).toBeNull();
  });

  it('answers a served ZIP with its city and that city’s richest page', () => {
    expect(lookupZip('34275', table)).toEqual({ kind: 'served', zip: '34275', places: [{ city: 'Nokomis', href: '/garage-door-service-nokomis' }] });
  });

  it('names every city a shared ZIP belongs to', () => {
    const answer = lookupZip('34242', table);
    expect(answer.kind === 'served' && answer.places.map((p) => p.city).sort()).toEqual(['Sarasota', 'Siesta Key']);
  });

  it('says plainly when a ZIP is outside the area, and tells empty from malformed input', () => {
    expect(lookupZip('10001', table)).toEqual({ kind: 'unserved', zip: '10001' });
    expect(lookupZip('   ', table)).toEqual({ kind: 'empty' });
    expect(lookupZip('3427x', table)).toEqual({ kind: 'malformed', input: '3427x' });
  });

  it('knows every ZIP of every city record, and only those', () => {
    const fromRecords = [...new Set(cities.flatMap((city) => [...city.zipCodes]))].sort();
    expect(servedZipCodes()).toEqual(fromRecords);
    expect(Object.keys(table.zips).sort()).toEqual(fromRecords);
    for (const zip of fromRecords) expect(lookupZip(zip, table).kind).toBe('served');
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
  const phone = { display: '(941) 555-0147', href: 'tel:+19415550147' };
  const setup = () => {
    render(<ZipChecker table={table} phone={phone} listHref="/service-area#list" />);
    return { input: screen.getByLabelText('ZIP code'), button: screen.getByRole('button', { name: 'Check my ZIP' }) };
  };

  it('answers a served ZIP with the city page and the phone', async () => {
    const { input, button } = setup();
    await userEvent.type(input, '34275');
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Garage door service in Nokomis' })).toHaveAttribute('href', '/garage-door-service-nokomis');
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
  });

  it('answers an unserved ZIP politely, still with the phone, and a malformed one with a hint', async () => {
    const { input, button } = setup();
    await userEvent.type(input, '10001');
    await userEvent.click(button);
    expect(screen.getByText(/10001 is outside our service area/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    expect(screen.queryByRole('link', { name: /Garage door service in/ })).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '123');
    await userEvent.click(button);
    expect(screen.getByText(/A ZIP code is five digits/)).toBeInTheDocument();
  });
});
