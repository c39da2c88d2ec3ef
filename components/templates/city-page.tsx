import { getCity, type CityPageRecord } from '@/lib/content/cities';
import type { Locale } from '@/lib/i18n/locale';
import { PageStructure } from '@/components/layout/page-structure';
import { serviceAreaCrumb } from '@/lib/breadcrumbs';
import { cityPageDate } from '@/lib/page-dates';
import { cityServiceJsonLd } from '@/lib/structured-data/city';
import { CityFeatured } from './city-featured';
import { CityLong } from './city-long';
import { CityShort } from './city-short';

export interface CityPageProps {
  page: CityPageRecord;
  locale: Locale;
}

/** Picks the page's template and adds its breadcrumb trail and structured data. */
export function CityPage({ page, locale }: CityPageProps) {
  const city = getCity(page.city);
  const { featured, long, short } = city.pages;
  const template = {
    featured: featured && <CityFeatured page={page} city={city} featured={featured.copy} locale={locale} />,
    long: long && <CityLong page={page} city={city} long={long.copy} locale={locale} />,
    short: short && <CityShort page={page} city={city} short={short.copy} locale={locale} />,
  }[page.template];
  if (!template) throw new Error(`${page.slug}: ${city.slug} has no ${page.template} page`);
  return (
    <>
      <PageStructure
        path={`/${page.slug}`}
        title={page.title}
        description={page.description}
        mainEntity={cityServiceJsonLd(city, page)}
        crumbs={[serviceAreaCrumb(locale), { name: city.name, path: `/${page.slug}` }]}
        dateModified={cityPageDate(city.slug)}
        locale={locale}
      />
      {template}
    </>
  );
}
