import type { AdministrativeArea } from 'schema-dts';
import { serviceArea } from '@/lib/content/service-area';

/**
 * The whole service area as schema.org places: every county of the service-area record (all
 * their ZIP codes are served). One list on the business, whatever the number of town pages.
 */
export function areaServedJsonLd(area = serviceArea): AdministrativeArea[] {
  return area.counties.map((county): AdministrativeArea => ({ '@type': 'AdministrativeArea', name: `${county} County, ${area.state}` }));
}
