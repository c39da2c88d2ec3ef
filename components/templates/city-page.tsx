import { cityIn, type CityPageRecord } from '@/lib/content/cities';
import { spanishAddress } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/site/metadata';
import type { Locale } from '@/lib/i18n/locale';
import { PageStructure } from '@/components/layout/page-structure';
import { countyCrumb, serviceAreaCrumb } from '@/lib/site/breadcrumbs';
import { countyOf } from '@/lib/pages/places';
import { cityPageDate } from '@/lib/site/page-dates';
import { cityServiceJsonLd } from '@/lib/structured-data/city';
import { CityFeatured } from './city-featured';
import { CityLong } from './city-long';
import { CityShort } from './city-short';

export interface CityPageProps {
  page: CityPageRecord;
  locale: Locale;
}

/** A city page's address in its language: a Spanish page's under /es/. */
const pathOf = (page: CityPageRecord, locale: Locale) => (locale === 'en' ? `/${page.slug}` : spanishAddress(page.slug));

export function cityMetadata(page: CityPageRecord, locale: Locale) {
  const canonicalPath = page.canonical ? `/${page.canonical}` : undefined;
  return pageMetadata({ title: page.title, description: page.description, path: pathOf(page, locale), canonicalPath, locale });
}

/** Picks the page's template and adds its breadcrumb trail and structured data. */
export function CityPage({ page, locale }: CityPageProps) {
  const city = cityIn(page.city, locale);
  const path = pathOf(page, locale);
  const { featured, long, short } = city.pages;
  const template = {
    featured: featured && <CityFeatured page={page} city={city} featured={featured.copy} locale={locale} />,
    long: long && <CityLong page={page} city={city} long={long.copy} locale={locale} />,
    short: short && <CityShort page={page} city={city} short={short.copy} locale={locale} />,
  }[page.template];
  if (!template) throw new Error(`${page.slug}: ${city.slug} has no ${page.template} page`);
  return (
    <PageStructure
      path={path}
      title={page.title}
      description={page.description}
      mainEntity={cityServiceJsonLd(city, countyOf(city), page, path, locale)}
      crumbs={[serviceAreaCrumb(locale), countyCrumb(countyOf(city).slug, locale), { name: city.name, path }]}
      dateModified={cityPageDate(city.slug)}
      locale={locale}
    >
      {template}
    </PageStructure>
  );
}
