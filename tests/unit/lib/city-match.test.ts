import { detectionCityNames } from '@/lib/content/cities';
import { defaultCity, isKnownCity, matchCity as matchWith, citiesWithoutPages } from '@/lib/city-match';

const knownCities = detectionCityNames;
const matchCity = (place: string | null | undefined) => matchWith(place, knownCities);

describe('matchCity', () => {
  it('knows the fifteen cities of the spec: the detectable cities with pages, then the area’s cities without one', () => {
    expect([...knownCities].sort()).toEqual(
      ['Sarasota', 'Venice', 'Bradenton', 'North Port', 'Palmetto', 'Punta Gorda', 'Englewood', 'Nokomis', 'Lakewood Ranch', 'Osprey', 'Tampa', 'Naples', 'Fort Myers', 'Clearwater', 'St. Petersburg'].sort(),
    );
    expect(knownCities.slice(-citiesWithoutPages.length)).toEqual(citiesWithoutPages);
    for (const city of knownCities) expect(matchCity(city)).toBe(city);
  });

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

  it('tells a real city from the default', () => {
    expect(defaultCity).toBe('Southwest Florida');
    expect(isKnownCity('Naples', knownCities)).toBe(true);
    expect(isKnownCity(defaultCity, knownCities)).toBe(false);
  });
});
