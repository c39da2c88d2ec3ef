import { cities, detectionCityNames } from '@/lib/content/cities';
import { defaultCity, isKnownCity, matchCity as matchWith, placeAliases } from '@/lib/service-area/city-match';
import { serviceArea } from '@/lib/content/service-area';

// The behaviour is checked against a list of the test's own; the records' list by rule. The
// spec's fifteen names: tests/unit/content/spec-values.test.ts.
const knownCities = ['Sarasota', 'Venice', 'Lakewood Ranch', 'Punta Gorda', 'Fort Myers', 'St. Petersburg'];
const matchCity = (place: string | null | undefined) => matchWith(place, knownCities);

describe('the cities detection knows', () => {
  it('are the detectable towns, in their order (each name once)', () => {
    expect(detectionCityNames).toEqual(cities.filter((c) => c.detectable).map((c) => c.name));
    expect(new Set(detectionCityNames).size).toBe(detectionCityNames.length);
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

  it('matches a whole name, also after the title a geocoder may put first', () => {
    expect(matchWith('Sarasota', detectionCityNames)).toBe('Sarasota');
    expect(matchWith('North Port', detectionCityNames)).toBe('North Port');
    expect(matchCity('City of St. Petersburg')).toBe('St. Petersburg');
    expect(matchCity('Town of  Lakewood Ranch')).toBe('Lakewood Ranch');
  });

  it('never matches a part of a name, either way', () => {
    for (const place of ['a', 'Sara', 'Port', 'Punta', 'Lakewood', 'Fort Myers Beach', 'Venice Beach Road', 'Sarasota Springs'])
      expect(matchWith(place, detectionCityNames)).toBe(defaultCity);
  });

  it('matches a listed alias to its city, only when that city is known', () => {
    expect(matchCity('north venice')).toBe('Venice');
    expect(matchCity('South Venice')).toBe('Venice');
    expect(matchWith('North Venice', ['Sarasota'])).toBe(defaultCity);
    for (const [alias, city] of Object.entries(placeAliases)) expect(matchWith(alias, detectionCityNames)).toBe(city);
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
