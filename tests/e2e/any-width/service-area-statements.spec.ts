import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cities } from '@/lib/content/cities';
import { serviceArea } from '@/lib/content/service-area';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { countyName } from '@/lib/structured-data/area-served';
import { regionZipsPath, type RegionZipTable } from '@/lib/service-area/region-zips';
import { exportedPages, routeOf } from '../../../scripts/checks/page-bytes';
import { areaStatementProblems } from '../../helpers/area-statements';
import { pageText } from '../../helpers/page-text';
import { expect, test } from '../fixtures';

// Every statement of the area follows the service-area record (docs/decisions/071-service-area-record.md). Reads every page of
// the export as a crawler does (text, titles, descriptions, JSON-LD), no browser needed.
const pages = exportedPages('out');
const table = JSON.parse(readFileSync(path.join('out', regionZipsPath), 'utf8')) as RegionZipTable;
// The ends a span of the area could name, with their counties: every town of the area, our
// cities, and large Florida cities outside it.
const places = new Map<string, string[]>();
const add = (name: string, counties: string[]) => places.set(name, [...new Set([...(places.get(name) ?? []), ...counties])]);
for (const row of Object.values(table.zips)) add(row.place, [row.county]);
for (const city of cities)
  add(city.name, [serviceArea.counties.find((county) => county.toLowerCase() === city.county.replace(/-/g, ' '))!]);
for (const outside of [
  'Orlando',
  'Miami',
  'Jacksonville',
  'Ocala',
  'Gainesville',
  'Lakeland',
  'Fort Lauderdale',
  'West Palm Beach',
  'Key West',
])
  add(outside, []);
// A town on a county line names its county and the neighbouring one ("Sarasota and Charlotte
// counties"); a statement of three counties or more is the whole area's and must be the record's.
const localFacts = serviceArea.counties.flatMap((county, index, all) => {
  const next = all[index + 1];
  return [`${county} County`, ...(next ? [`${county} and ${next} counties`, `${next} and ${county} counties`] : [])];
});
// The record's counties as a page's JSON-LD names them, in the page's language ("Sarasota County, FL", "Condado de Sarasota, FL").
const countiesIn = (locale: Locale) => serviceArea.counties.map((county) => countyName(county, locale));
/** Whether a name is a county's, by the page language's pattern. */
function isCountyName(name: string | undefined, locale: Locale): boolean {
  if (typeof name !== 'string') return false;
  const [before, after] = countyName('COUNTY', locale).split('COUNTY');
  return name.length > before.length + after.length && name.startsWith(before) && name.endsWith(after);
}

/** Every areaServed list in the page's JSON-LD, as names. */
function areasServed(html: string): string[][] {
  const found: string[][] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'areaServed') found.push((Array.isArray(value) ? value : [value]).map((place: { name: string }) => place.name));
      walk(value);
    }
  };
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) walk(JSON.parse(json));
  return found;
}

test.skip(({ isMobile }) => isMobile, 'reads files, not a viewport');

test('the export has pages, and the ZIP table of every county in the record', () => {
  expect(pages.length, 'run `npm run build` first').toBeGreaterThan(10);
  expect(new Set(Object.values(table.zips).map((row) => row.county))).toEqual(new Set(serviceArea.counties));
});

test('no page states an area that disagrees with the service-area record', () => {
  const problems = pages.flatMap((file) => {
    const html = readFileSync(path.join('out', file), 'utf8');
    const route = routeOf(file);
    const text = areaStatementProblems(pageText(html), serviceArea, places, localFacts).map((problem) => `${route}: ${problem}`);
    // A list of the whole area names every county; a city page's service may name its city alone.
    const locale: Locale = route.startsWith('/es') ? 'es' : 'en';
    const counties = countiesIn(locale);
    const jsonLd = areasServed(html)
      .filter((names) => names.some((name) => isCountyName(name, locale)) || names.length > 1)
      .filter(
        (names) =>
          counties.some((county) => !names.includes(county)) ||
          names.some((name) => isCountyName(name, locale) && !counties.includes(name)),
      )
      .map((names) => `${route}: JSON-LD areaServed ${names.join('; ')}`);
    return [...text, ...jsonLd];
  });
  expect(problems).toEqual([]);
});

test('the footer of every page states the record’s summary, in the page’s language', () => {
  expect(siteWordsIn('en').footer.serving).toBe(`Serving ${serviceArea.summary}`);
  const missing = pages
    .filter((file) => !file.includes('__forms'))
    .filter((file) => {
      const serving = siteWordsIn(routeOf(file).startsWith('/es') ? 'es' : 'en').footer.serving;
      return !pageText(readFileSync(path.join('out', file), 'utf8')).includes(serving);
    })
    .map(routeOf);
  expect(missing).toEqual([]);
});
