/**
 * The place pages' hierarchy (docs/decisions/073-place-pages.md): the service-area page leads to
 * one page per county, a county page to its towns' pages, and a town's page to its county and its
 * nearest neighbours. Distances come from the ZIP dataset's coordinates; build time only.
 */
import { type BookingSettings, onCrewDays } from '@/lib/booking/settings';
import { business, bookingSettings } from '@/lib/content/business';
import { cities, cityPath, getCity, hasSpanishCity, type CityRecord, type CitySlug } from '@/lib/content/cities';
import { counties, countyName, countyPath, getCounty, hasSpanishCounty, type CountyRecord, type CountySlug } from '@/lib/content/counties';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import { serviceArea } from '@/lib/content/service-area';
import { siteWordsIn } from '@/lib/content/site';
import { weekdayList } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/locale';
import { centreOf, placeMap, type PlaceMap } from '@/lib/service-area/places';
import { buildRegionZipTable, milesBetween, type RegionZipTable } from '@/lib/service-area/region-zips';
import type { ZipRegion } from '@/lib/service-area/zip-lookup';
import { rows } from '@/lib/content/generated/region-zips';

/** A link to a place page, as components/sections/shared/place-links.tsx shows it. */
export interface PlaceLinkItem {
  href: string;
  label: string;
  detail?: string;
  /** Where a Spanish page links a place that has only its English page: that page's language and the words that say so. */
  otherLanguage?: { locale: Locale; note: string };
}

/** A county's towns with a page, A to Z. */
export const citiesOfCounty = (slug: CountySlug): CityRecord[] => cities.filter((city) => city.county === slug);

/** The county a town's page belongs to. */
export function countyOf(city: Pick<CityRecord, 'county'>): CountyRecord {
  const county = counties.find((candidate) => candidate.slug === city.county);
  if (!county) throw new Error(`No county page ${city.county}`);
  return county;
}

let table: RegionZipTable | undefined;
let map: PlaceMap<CitySlug> | undefined;

/** The region's ZIP table, built once from the dataset's rows the content build kept, as the ZIP checker's copy is. */
export function regionTable(): RegionZipTable {
  table ??= buildRegionZipTable({ ...serviceArea, cities, dataset: rows, corrections: serviceArea.zipCorrections });
  return table;
}

/** Where the towns are: miles from the shop, the arrival promise or the crew days, nearest neighbours. */
export function townMap(): PlaceMap<CitySlug> {
  map ??= placeMap(cities, regionTable(), { shopZip: business.address.postalCode, arrivalMiles: serviceArea.arrivalMiles });
  return map;
}

/** A county's ZIP codes as the dataset has them, A to Z. */
export function countyZipCodes(county: Pick<CountyRecord, 'name'>): string[] {
  return Object.entries(regionTable().zips)
    .filter(([, row]) => row.county === county.name)
    .map(([zip]) => zip)
    .sort();
}

/** The counties before and after a county in the service area's north-to-south list. */
export function neighbouringCounties(slug: CountySlug): CountyRecord[] {
  const index = counties.findIndex((county) => county.slug === slug);
  return [counties[index - 1], counties[index + 1]].filter((county): county is CountyRecord => Boolean(county));
}

/** A county's name as a heading or link shows it: "Lee County", "Condado de Lee". */
export function countyLabel(county: Pick<CountyRecord, 'name'>, locale: Locale): string {
  const name = countyName(county.name, locale);
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/** The county's crew days as its pages say them ("Tuesday and Friday", "day" for every day). */
export function crewDays(county: Pick<CountyRecord, 'schedule'>, locale: Locale): string {
  return weekdayList(county.schedule.days, locale, pageWordsIn(locale).countyPages.everyDay);
}

/** Every county's page, north to south: what the menus, the footer and the home page link. */
export function countyLinks(locale: Locale): PlaceLinkItem[] {
  return counties.map((county) => ({
    href: countyPath(county.slug, locale),
    label: countyLabel(county, locale),
    ...(locale === 'es' && !hasSpanishCounty(county.slug) ? englishPage(locale) : {}),
  }));
}

/** The mark of a link from a page in `locale` to a page that is only in English. */
const englishPage = (locale: Locale) => ({ otherLanguage: { locale: 'en' as const, note: siteWordsIn(locale).language.pageInOther } });

/** The link to a town's page from a page in `locale`: its Spanish page, or its English one said to be English. */
function townLink(city: CityRecord, locale: Locale, detail?: string): PlaceLinkItem {
  const href = cityPath(city.slug, locale);
  const english = locale === 'es' && !hasSpanishCity(city.slug);
  return { href, label: city.name, ...(detail ? { detail } : {}), ...(english ? englishPage(locale) : {}) };
}

/**
 * A county's towns with a page (or one group of them). What every town shares is said once on the
 * county's page, not on each: how far (each town's own page says its miles) and the crew days. Only
 * where some towns are near the shop and some farther do the near ones say so.
 */
export function townLinks(slug: CountySlug, locale: Locale, towns: readonly CityRecord[] = citiesOfCounty(slug)): PlaceLinkItem[] {
  const arrival = pageWordsIn(locale).countyPages.towns.arrival;
  const mixed = countyReach(slug).reach === 'mixed';
  return towns.map((city) => townLink(city, locale, mixed && townMap().reach(city.slug) === 'arrival' ? arrival : undefined));
}

/** What a far county's next-visit line shows (components/service-area/next-visit.tsx). */
export interface NextVisitLine {
  /** The booking on the business's clock, on the county's crew days. */
  booking: BookingSettings;
  /** The crews' weekdays, true whatever the day: the built page's words. */
  crews: string;
  /** The next visit, {date} filled in by the browser. */
  next: string;
  /** The link to the form, where both say {book}. */
  book: string;
}

/** A county's next-visit line in a language: the county's name and crew days filled in, {date} and {book} left for the page. */
export function nextVisitLine(county: CountyRecord, locale: Locale): NextVisitLine {
  const words = pageWordsIn(locale).countyPages.nextVisit;
  const values = { county: countyName(county.name, locale), crewDays: crewDays(county, locale) };
  return {
    booking: onCrewDays(bookingSettings, county.schedule.days),
    crews: fill(words.crews, values),
    next: fill(words.next, values),
    book: words.book,
  };
}

/** A town's nearest neighbours with a page, nearest first. */
export function nearbyTownLinks(slug: CitySlug, locale: Locale): PlaceLinkItem[] {
  return townMap()
    .nearest(slug)
    .map((neighbour) => townLink(getCity(neighbour), locale));
}

/** How a county is served: every town near the shop, every town farther, or some of each. */
export function countyReach(slug: CountySlug): { reach: 'arrival' | 'scheduled' | 'mixed'; near: CityRecord[] } {
  const towns = citiesOfCounty(slug);
  if (towns.length === 0) {
    // No town page yet: the county's own middle decides.
    const middle = centreOf(countyZipCodes(getCounty(slug)), regionTable());
    const shop = regionTable().zips[business.address.postalCode];
    const near = middle && shop && milesBetween(middle, shop) <= serviceArea.arrivalMiles;
    return { reach: near ? 'arrival' : 'scheduled', near: [] };
  }
  const near = towns.filter((city) => townMap().reach(city.slug) === 'arrival');
  const reach = near.length === 0 ? 'scheduled' : near.length === towns.length ? 'arrival' : 'mixed';
  return { reach, near };
}

/** What the ZIP checker needs to answer a ZIP beyond its town page: each county's page and crew days, the shop and the arrival distance. */
export function zipRegion(locale: Locale): ZipRegion {
  const shop = regionTable().zips[business.address.postalCode];
  if (!shop) throw new Error(`The business address's ZIP code ${business.address.postalCode} is not in the service area's ZIP table`);
  return {
    counties: Object.fromEntries(
      counties.map((county) => [
        county.name,
        { name: countyName(county.name, locale), href: countyPath(county.slug, locale), days: crewDays(county, locale) },
      ]),
    ),
    shop: { lat: shop.lat, lon: shop.lon },
    arrivalMiles: serviceArea.arrivalMiles,
  };
}

/** The most town pages one page links (the site checker's rule): a county with more lists them in groups. */
export const maxTownLinks = 15;

/** One list of a big county's towns: its number (1, 2...), its towns, A to Z. */
export interface TownGroup {
  county: CountySlug;
  number: number;
  towns: CityRecord[];
}

/**
 * A county's towns in lists of at most `maxTownLinks`, A to Z, where it has more than that: its
 * page then links the lists and each list its towns, so every town is three clicks from the home
 * page and no page links more than fifteen towns (docs/decisions/073-place-pages.md). None for a
 * county whose page can list every town.
 */
export function townGroups(slug: CountySlug): TownGroup[] {
  const towns = citiesOfCounty(slug).sort((a, b) => a.name.localeCompare(b.name));
  if (towns.length <= maxTownLinks) return [];
  const count = Math.ceil(towns.length / maxTownLinks);
  const size = Math.ceil(towns.length / count);
  return Array.from({ length: count }, (_, index) => ({
    county: slug,
    number: index + 1,
    towns: towns.slice(index * size, (index + 1) * size),
  }));
}

/** A group's address in a language: after its county page's, for example /garage-door-repair-lee-county-towns-2. */
export function townGroupPath(slug: CountySlug, number: number, locale: Locale): string {
  return `${countyPath(slug, locale)}-${pageWordsIn(locale).countyPages.groups.slug}-${number}`;
}

/** The links a county page shows for its groups of towns. */
export function townGroupLinks(slug: CountySlug, locale: Locale): PlaceLinkItem[] {
  const words = pageWordsIn(locale).countyPages.groups;
  return townGroups(slug).map((group) => ({
    href: townGroupPath(slug, group.number, locale),
    label: fill(words.link, { first: group.towns[0].name, last: group.towns.at(-1)!.name }),
    detail: fill(words.count, { count: group.towns.length }),
  }));
}

/** A group page's search title, description and heading in a language. */
export function townGroupWordsIn(slug: CountySlug, number: number, locale: Locale): { title: string; description: string; h1: string } {
  const words = pageWordsIn(locale).countyPages.groups;
  const group = townGroups(slug).find((candidate) => candidate.number === number);
  if (!group) throw new Error(`No group ${number} of towns in ${slug}`);
  const values = { county: countyName(getCounty(slug).name, locale), first: group.towns[0].name, last: group.towns.at(-1)!.name };
  const title = fill(words.title, values);
  return { title, description: fill(words.description, values), h1: title };
}
