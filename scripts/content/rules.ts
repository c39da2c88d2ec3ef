import { emergencySlug } from '../../lib/content/collections';
import type { LoadedCollection, LoadedContent } from './load';
import { fieldPath, type ContentProblem } from './problems';
import { walkStrings } from '../../lib/content/schema-walk';
import { timeLabel } from '../../lib/booking/clock';
import { minutesOf } from '../../lib/booking/settings';
import { experienceYears } from '../../lib/facts/experience';
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
function routeClashes(filled: LoadedContent, appFolders: readonly string[], problems: ContentProblem[]): void {
  const taken = new Map([
    ...appFolders.filter((name) => /^[a-z]/.test(name)).map((name): [string, string] => [name, `the site's own /${name} page`]),
    ...[...filled.services.files.map((service) => service.slug), emergencySlug].map((slug): [string, string] => [
      slug,
      `the /${slug} service page`,
    ]),
  ]);
  for (const { file, data } of filled.counties.files) {
    const owner = taken.get(data.route.slug);
    if (owner) problems.push({ file, field: 'route.slug', message: `"${data.route.slug}" is already ${owner}` });
    else taken.set(data.route.slug, `used by ${file}`);
  }
  for (const { file, data } of filled.cities.files) {
    const routes = Object.entries(data.pages).flatMap(([template, variant]) =>
      (variant?.routes ?? []).map((route, index) => ({ route, at: `pages.${template}.routes[${index}].slug` })),
    );
    for (const { route, at } of routes) {
      const owner = taken.get(route.slug);
      if (owner) problems.push({ file, field: at, message: `"${route.slug}" is already ${owner}` });
      else taken.set(route.slug, `used by ${file}`);
    }
  }
}

/** Each county of the service area has its page, each county page is a county of the area, and each city names one. */
function countyPages(filled: LoadedContent, problems: ContentProblem[]): void {
  const [area] = filled['service-area'].files;
  const listed = area?.data.counties ?? [];
  const pages = new Map(filled.counties.files.map((entry) => [entry.slug, entry]));
  const named = new Set(filled.counties.files.map((entry) => entry.data.name));
  for (const county of listed)
    if (!named.has(county))
      problems.push({
        file: area.file,
        field: 'counties',
        message: `${county} has no county page: add content/counties/${county.toLowerCase().replace(/[^a-z]+/g, '-')}.json (copy another county's file and rewrite it)`,
      });
  for (const { file, data } of filled.counties.files)
    if (!listed.includes(data.name))
      problems.push({ file, field: 'name', message: `"${data.name}" is not a county of the service area (${listed.join(', ')}): add it there or fix the name` });
  for (const { file, data } of filled.cities.files)
    if (!pages.has(data.county))
      problems.push({ file, field: 'county', message: `expected one of the county pages: ${[...pages.keys()].join(', ')} (got "${data.county}")` });
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
function copiedPages(filled: LoadedContent, problems: ContentProblem[]): void {
  const seen = new Map<string, PageText>();
  for (const page of pageTexts(filled)) {
    for (const key of ['title', 'description', 'date'] as const) {
      const value = page[key];
      if (!value || (key === 'date' && !page.file.startsWith('content/articles') && !page.file.includes('/articles/'))) continue;
      const first = seen.get(`${key}:${value}`);
      const where = (text: PageText) => (text.field ? `${text.file} (${text.field})` : text.file);
      if (first)
        problems.push({
          file: page.file,
          field: page.field ? `${page.field}.${key}` : key,
          message: `is the same as ${where(first)}'s; give this page its own ${key === 'date' ? 'date' : key}`,
        });
      else seen.set(`${key}:${value}`, page);
    }
  }
}

/** The same-day cutoff typed as a time of day, in either language: "3 PM", "3:00 pm", "3 p.m.", "3 p. m.". */
function cutoffPattern(time: string): RegExp {
  const hours = Math.floor(minutesOf(time) / 60);
  const minutes = minutesOf(time) % 60;
  const half = hours < 12 ? 'a' : 'p';
  return new RegExp(`\\b${hours % 12 || 12}(:${String(minutes).padStart(2, '0')})?\\s?${half}\\.?\\s?m\\b\\.?`, 'i');
}

/**
 * A number typed into a text that repeats a fact of the business record: it would go stale when
 * the owner changes the fact. Checked in the files as written, before tokens are filled in.
 */
export function typedFacts(raw: LoadedContent, now: Date): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const business = raw.business.files[0]?.data;
  const inspection = raw.inspection.files[0]?.data;
  if (!business || !inspection) return problems;
  const facts: [RegExp, string][] = [
    [new RegExp(`\\b${business.offer.percent}\\s?%`), `{offerPercent}% instead of ${business.offer.percent}%`],
    [new RegExp(`\\b${business.foundedYear}\\b`), `{foundedYear} instead of ${business.foundedYear}`],
    [
      new RegExp(`\\b${inspection.points.length}[- ]point`, 'i'),
      `{inspectionPoints}-point (or {inspection}) instead of ${inspection.points.length}-point`,
    ],
    [new RegExp(`\\b${experienceYears(business.foundedYear, now)}\\+ ?(years|años)`), '{experience} instead of the number of years'],
    [new RegExp(`\\b${String(business.rating.value).replace('.', '\\.')}\\b(?!\\d)`), `{rating} instead of ${business.rating.value}`],
    [new RegExp(`\\b${business.rating.count} (reviews|reseñas)`), `{reviewCount} instead of ${business.rating.count}`],
    [
      cutoffPattern(business.booking.sameDayCutoff),
      `{cutoff} ("before ${timeLabel(minutesOf(business.booking.sameDayCutoff))}") instead of the time`,
    ],
  ];
  for (const { files, spanish } of collectionsOf(raw)) {
    for (const { file, data } of [...files, ...spanish]) {
      walkStrings(undefined, data, (value, path) => {
        const hit = facts.find(([pattern]) => pattern.test(value));
        if (hit) problems.push({ file, field: fieldPath(path), message: `repeats a fact of content/business.json: write ${hit[1]}` });
        return value;
      });
    }
  }
  return problems;
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
function spanishAddresses(filled: LoadedContent, problems: ContentProblem[]): void {
  const taken = new Map<string, string>([['404', 'the Spanish page-not-found page']]);
  const claim = (file: string, field: string, slug: string | undefined) => {
    if (!slug) return problems.push({ file, field, message: 'is missing: the Spanish page needs its address after /es/' });
    const owner = taken.get(slug);
    if (owner) problems.push({ file, field, message: `"${slug}" is already the Spanish address of ${owner}` });
    else taken.set(slug, file);
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

export function contentRules(filled: LoadedContent, appFolders: readonly string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  textLengths(filled, problems);
  priceServices(filled, problems);
  symptomServices(filled, problems);
  maintenanceSchedule(filled, problems);
  routeClashes(filled, appFolders, problems);
  countyPages(filled, problems);
  oneFeaturedArticle(filled, problems);
  copiedPages(filled, problems);
  spanishAddresses(filled, problems);
  choiceCounts(filled, problems);
  return problems;
}
