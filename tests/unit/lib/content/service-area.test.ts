import { readFileSync } from 'node:fs';
import record from '@/content/service-area.json' with { type: 'json' };
import { cities } from '@/lib/content/cities';
import { serviceAreaSchema } from '@/lib/content/schemas/service-area';
import { serviceArea } from '@/lib/content/service-area';
import { countyCountWord, countyList, countySpan } from '@/lib/content/counties';
import { buildRegionZipTable, type DatasetZip } from '@/lib/service-area/region-zips';
import { areaStatementProblems, countiesOf } from '@/tests/helpers/area-statements';

describe('the service-area record', () => {
  it('matches its schema, and is the area docs/decisions/071-service-area-record.md names', () => {
    expect(serviceAreaSchema.parse(record)).toEqual(serviceArea);
    expect(serviceArea.summary).toBe('Spring Hill to Naples');
    expect(serviceArea.counties).toEqual([
      'Hernando',
      'Pasco',
      'Pinellas',
      'Hillsborough',
      'Manatee',
      'Sarasota',
      'Charlotte',
      'Lee',
      'Collier',
    ]);
  });

  it('rejects an edit the site cannot use, naming the field', () => {
    const bad = (patch: object) => serviceAreaSchema.safeParse({ ...record, ...patch });
    expect(bad({ counties: ['Sarasota', 'Sarasota'] }).success).toBe(false);
    expect(bad({ counties: ['Sarasota County'] }).success).toBe(false);
    expect(bad({ counties: [] }).success).toBe(false);
    expect(bad({ state: 'Florida' }).success).toBe(false);
    const summary = bad({ summary: 'Naples' });
    expect(summary.success).toBe(false);
    expect(summary.error?.issues[0].path).toEqual(['summary']);
    // Every field explains itself to the owner.
    for (const field of Object.values(serviceAreaSchema.shape))
      expect(field.meta()).toMatchObject({ label: expect.any(String), hint: expect.any(String) });
  });

  it('states the counties in words derived from it', () => {
    expect(countyCountWord()).toBe('nine');
    expect(countyList()).toBe('Hernando, Pasco, Pinellas, Hillsborough, Manatee, Sarasota, Charlotte, Lee and Collier counties');
    expect(countySpan()).toBe('the nine counties from Hernando to Collier');
    expect(countyList({ ...serviceArea, counties: ['Sarasota'] })).toBe('Sarasota County');
  });
});

describe('building the region table', () => {
  const row = (zipCode: string, placeName: string, countyName: string, latitude = 27, longitude = -82.5): DatasetZip => ({
    zipCode,
    placeName,
    stateCode: 'FL',
    countyName,
    latitude,
    longitude,
  });
  const nokomis = cities.find((c) => c.slug === 'nokomis')!;

  it('stops on a county the dataset does not know (a misspelling) and on a city ZIP outside the counties', () => {
    const dataset = [row('34275', 'Nokomis', 'Sarasota'), row('34102', 'Naples', 'Collier', 26.1, -81.8)];
    expect(() => buildRegionZipTable({ state: 'FL', counties: ['Sarasota', 'Colier'], cities: [nokomis], dataset })).toThrow(
      /Colier County/,
    );
    expect(() => buildRegionZipTable({ state: 'FL', counties: ['Collier'], cities: [nokomis], dataset })).toThrow(
      /34275 is not in Collier/,
    );
  });

  it('keeps only the counties and state of the record', () => {
    const dataset = [
      row('34275', 'Nokomis', 'Sarasota'),
      row('32801', 'Orlando', 'Orange'),
      { ...row('99999', 'Elsewhere', 'Sarasota'), stateCode: 'GA' },
    ];
    expect(Object.keys(buildRegionZipTable({ state: 'FL', counties: ['Sarasota'], cities: [nokomis], dataset }).zips)).toEqual(['34275']);
  });
});

describe('finding statements of the area that disagree with the record', () => {
  const places = new Map<string, string[]>([
    ['Spring Hill', ['Hernando']],
    ['Naples', ['Collier']],
    ['Palmetto', ['Manatee']],
    ['Punta Gorda', ['Charlotte']],
    ['Sarasota', ['Sarasota']],
    ['Bradenton', ['Manatee']],
    ['Lakewood Ranch', ['Manatee']],
    ['Englewood', ['Sarasota', 'Charlotte']],
    ['Saint Petersburg', ['Pinellas']],
    ['Orlando', []],
  ]);
  const problems = (text: string) => areaStatementProblems(text, serviceArea, places, ['Sarasota and Charlotte Counties']);

  it('reads a town’s counties from its record', () => {
    expect(countiesOf('Sarasota and Charlotte Counties')).toEqual(['Sarasota', 'Charlotte']);
    expect(countiesOf('Sarasota County')).toEqual(['Sarasota']);
  });

  it('accepts the record’s own words', () => {
    expect(
      problems(`Serving Spring Hill to Naples. We cover ${countyList()}, ${countySpan()}. Garage door service in Sarasota County.`),
    ).toEqual([]);
    expect(problems('Drive to the back of the garage, then look up to the springs.')).toEqual([]);
    // A town's own spans and counties are facts about the town.
    expect(problems('Bradenton garage door repair from West Bradenton to Lakewood Ranch’s edge.')).toEqual([]);
    expect(problems('Englewood, Sarasota and Charlotte counties. Two counties, one stretch of coast.')).toEqual([]);
  });

  it('catches another span, a partial county list and a wrong count', () => {
    expect(problems('Homes from Palmetto down to Punta Gorda.')).toHaveLength(1);
    expect(problems('Repairs from Sarasota to Naples.')).toHaveLength(1);
    expect(problems('Rated by homeowners from Bradenton to St. Petersburg.')).toHaveLength(1);
    expect(problems('In most of Sarasota, Manatee and Charlotte counties, yes.')).toHaveLength(1);
    expect(problems('Technicians on call across three counties.')).toHaveLength(1);
    expect(problems('We serve Tampa to Orlando.')).toHaveLength(0);
    expect(problems('We serve Naples to Orlando.')).toHaveLength(1);
  });
});

describe('the export before the service area was one record', () => {
  it('would have failed the export test: its FAQ named three counties under "Spring Hill to Naples"', () => {
    const html = readFileSync('tests/fixtures/next-export/faq.html', 'utf8');
    const places = new Map(cities.map((city) => [city.name, countiesOf(city.county)]));
    expect(areaStatementProblems(html.replace(/<[^>]+>/g, ' '), serviceArea, places)).toContainEqual(
      expect.stringContaining('Sarasota, Manatee and Charlotte counties'),
    );
  });
});
