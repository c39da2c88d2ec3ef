import type { AdministrativeArea, City } from 'schema-dts';
import { serviceAreaCityNames } from '@/lib/content/cities';
import { serviceArea } from '@/lib/content/service-area';

/**
 * The whole service area as schema.org places: every county of the service-area record (all
 * their ZIP codes are served), then the cities that have their own page.
 */
export function areaServedJsonLd(area = serviceArea, cityNames: readonly string[] = serviceAreaCityNames): (AdministrativeArea | City)[] {
  return [
    ...area.counties.map((county): AdministrativeArea => ({ '@type': 'AdministrativeArea', name: `${county} County, ${area.state}` })),
    ...cityNames.map((name): City => ({ '@type': 'City', name: `${name}, ${area.state}` })),
  ];
}
