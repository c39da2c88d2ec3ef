import { cities, detectionCityNames } from '@/lib/content/cities';
import { defaultCity, isKnownCity, matchCity as matchWith, citiesWithoutPages } from '@/lib/city-match';
import { serviceArea } from '@/lib/content/service-area';

// The behaviour is checked against a list of the test's own; the records' list by rule. The
// spec's fifteen names: tests/unit/content/spec-values.test.ts.
const knownCities = ['Sarasota', 'Venice', 'Lakewood Ranch', 'Punta Gorda', 'Fort Myers', 'St. Petersburg'];
const matchCity = (place: string | null | undefined) => matchWith(place, knownCities);

describe('the cities detection knows', () => {
  it('are the detectable cities in menu order, then the area’s cities without a page', () => {
    const detectable = cities.filter((c) => c.detectable).map((c) => c.name);
    expect(detectionCityNames).toEqual([...detectable, ...citiesWithoutPages]);
    for (const city of cities.filter((c) => !c.detectable)) expect(detectionCityNames).not.toContain(city.name);
  });

  it('each match themselves', () => {
    for (const city of detectionCityNames) expect(matchWith(city, detectionCityNames)).toBe(city);
  });
});

describe('matchCity', () => {
  it('ignores case and surrounding space', () => {
    expect(matchCity('  SARASOTA ')).toBe('Sarasota');
    expect(matchCity('lakewood ranch')).toBe('Lakewood Ranch');
  });

  it('matches when the place name contains a known city', () => {
    expect(matchCity('North Venice')).toBe('Venice');
    expect(matchCity('Fort Myers Beach')).toBe('Fort Myers');
    expect(matchCity('City of St. Petersburg')).toBe('St. Petersburg');
  });

  it('matches when a known city contains the place name', () => {
    expect(matchCity('Punta')).toBe('Punta Gorda');
    expect(matchCity('Lakewood')).toBe('Lakewood Ranch');
  });

  it('gives the default for unknown, empty or missing names', () => {
    expect(matchCity('Orlando')).toBe(defaultCity);
    expect(matchCity('Saint Petersburg')).toBe(defaultCity);
    expect(matchCity('')).toBe(defaultCity);
    expect(matchCity('   ')).toBe(defaultCity);
    expect(matchCity(undefined)).toBe(defaultCity);
    expect(matchCity(null)).toBe(defaultCity);
  });

  it('tells a real city from the default, which is the region’s name', () => {
    expect(defaultCity).toBe(serviceArea.regionName);
    expect(isKnownCity('Fort Myers', knownCities)).toBe(true);
    expect(isKnownCity(defaultCity, knownCities)).toBe(false);
  });
});
