import { getCity } from '@/content/cities';
import { cityCopy } from '@/content/city-copy';
import type { CityPageRecord } from '@/content/city-pages';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbJsonLd } from '@/lib/jsonld';
import { cityServiceJsonLd } from '@/lib/structured-data/city';
import { CityFeatured } from './city-featured';
import { CityLong } from './city-long';
import { CityShort } from './city-short';

export interface CityPageProps {
  page: CityPageRecord;
}

/** Picks the page's template (docs/decisions/003-city-route-mapping.md) and adds its breadcrumb and Service JSON-LD. */
export function CityPage({ page }: CityPageProps) {
  const city = getCity(page.city);
  const copy = cityCopy[page.city];
  const template = {
    featured: copy.featured && <CityFeatured page={page} city={city} copy={copy} featured={copy.featured} />,
    long: copy.long && <CityLong page={page} city={city} copy={copy} long={copy.long} />,
    short: copy.short && <CityShort page={page} city={city} copy={copy} short={copy.short} />,
  }[page.template];
  if (!template) throw new Error(`${page.slug}: city copy has no ${page.template} text`);
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd([{ name: page.h1, path: `/${page.slug}` }]), cityServiceJsonLd(city, page)]} />
      {template}
    </>
  );
}
