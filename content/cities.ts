/** One record per city the company serves. City pages and their forms are built from these. */
export interface CityRecord {
  slug: string;
  name: string;
  county: string;
  /** ZIP codes shown to visitors and used as the form's example. */
  zipCodes: string[];
}

export const cities = [
  { slug: 'sarasota', name: 'Sarasota', county: 'Sarasota County', zipCodes: ['34230', '34231', '34232', '34233', '34234', '34235', '34236', '34237', '34238', '34239', '34241', '34242', '34243'] },
  { slug: 'venice', name: 'Venice', county: 'Sarasota County', zipCodes: ['34285', '34292', '34293'] },
  { slug: 'bradenton', name: 'Bradenton', county: 'Manatee County', zipCodes: ['34203', '34205', '34207', '34208', '34209', '34210', '34212'] },
  { slug: 'north-port', name: 'North Port', county: 'Sarasota County', zipCodes: ['34286', '34287', '34288', '34289', '34291'] },
  { slug: 'lakewood-ranch', name: 'Lakewood Ranch', county: 'Manatee County', zipCodes: ['34202', '34211', '34240'] },
  { slug: 'palmetto', name: 'Palmetto', county: 'Manatee County', zipCodes: ['34221'] },
  { slug: 'punta-gorda', name: 'Punta Gorda', county: 'Charlotte County', zipCodes: ['33950', '33955', '33982', '33983'] },
  { slug: 'englewood', name: 'Englewood', county: 'Sarasota and Charlotte Counties', zipCodes: ['34223', '34224'] },
  { slug: 'nokomis', name: 'Nokomis', county: 'Sarasota County', zipCodes: ['34275'] },
  { slug: 'osprey', name: 'Osprey', county: 'Sarasota County', zipCodes: ['34229'] },
  { slug: 'siesta-key', name: 'Siesta Key', county: 'Sarasota County', zipCodes: ['34242'] },
] as const satisfies readonly CityRecord[];

export type CitySlug = (typeof cities)[number]['slug'];

export function getCity(slug: CitySlug): CityRecord {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`Unknown city ${slug}`);
  return city;
}

// The city registry's page helpers, importable from '@/content/cities' like the records above.
export { cityPages, getCityPage, primaryCityPage } from './city-pages';
