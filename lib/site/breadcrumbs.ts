import type { BreadcrumbList } from 'schema-dts';
import { countyName, countyPath, getCounty, type CountySlug } from '@/lib/content/counties';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/pages/registry';
import { absoluteUrl } from './metadata';

export interface Crumb {
  name: string;
  path: string;
}

const homeCrumb = (locale: Locale): Crumb => ({ name: siteWordsIn(locale).breadcrumbs.home, path: localePath('/', locale) });
/** Service pages sit under the home page's list of every service. */
export const servicesCrumb = (locale: Locale): Crumb => ({
  name: siteWordsIn(locale).breadcrumbs.services,
  path: localePath('/#services', locale),
});
/** City pages sit under the service area, which lists every city. */
export const serviceAreaCrumb = (locale: Locale): Crumb => ({
  name: siteWordsIn(locale).breadcrumbs.serviceArea,
  path: localePath('/service-area', locale),
});

/** Town pages sit under their county's page, which sits under the service area. */
export const countyCrumb = (county: CountySlug, locale: Locale): Crumb => ({
  name: capitalised(countyName(getCounty(county).name, locale)),
  path: countyPath(county, locale),
});

/** "El condado de Lee" at the start of a trail, as "Lee County" is in English. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Home first, then the page's parents and the page itself: what the visible trail and the BreadcrumbList both show. */
export function breadcrumbTrail(crumbs: readonly Crumb[], locale: Locale = 'en'): Crumb[] {
  return [homeCrumb(locale), ...crumbs];
}

/** The BreadcrumbList of a trail, identified so the page's WebPage node can point at it. */
export function breadcrumbList(trail: readonly Crumb[], id: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': id,
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
