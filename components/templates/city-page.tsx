import { getCity, type CityPageRecord } from '@/lib/content/cities';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbJsonLd } from '@/lib/jsonld';
import { cityServiceJsonLd } from '@/lib/structured-data/city';
import { CityFeatured } from './city-featured';
import { CityLong } from './city-long';
import { CityShort } from './city-short';

export interface CityPageProps {
  page: CityPageRecord;
}

/** Picks the page's template and adds its breadcrumb and Service JSON-LD. */
export function CityPage({ page }: CityPageProps) {
  const city = getCity(page.city);
  const { featured, long, short } = city.pages;
  const template = {
    featured: featured && <CityFeatured page={page} city={city} featured={featured.copy} />,
    long: long && <CityLong page={page} city={city} long={long.copy} />,
    short: short && <CityShort page={page} city={city} short={short.copy} />,
  }[page.template];
  if (!template) throw new Error(`${page.slug}: ${city.slug} has no ${page.template} page`);
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd([{ name: page.h1, path: `/${page.slug}` }]), cityServiceJsonLd(city, page)]} />
      {template}
    </>
  );
}
