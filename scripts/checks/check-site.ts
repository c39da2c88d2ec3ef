// The site checker: walks every exported HTML page in out/ and reports, per file, what a search
// engine or a visitor would trip over (titles, descriptions, h1, canonical, social tags, one
// connected JSON-LD graph, a visible breadcrumb trail that matches it, places named on service
// pages, broken internal links and assets, images without alt), then checks the site as a whole:
// sitemap.xml and robots.txt against the pages, the host files against the files that are not
// pages, orphans, one indexable page per city, and no image that says where it was taken. Run by tests/e2e/any-width/seo.spec.ts, its rules by
// tests/unit/scripts/checks/check-site.test.ts; on its own: `npx tsx scripts/checks/check-site.ts [out] [deploy]`.
import { serviceAreaIn } from '@/lib/content/service-area';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { breadcrumbItems, type GraphReport, graphProblems, type LdNode, servicePlaces } from './site-check/graph-rules';
import { type PageFacts, pageFacts } from './site-check/page-facts';
import { bodyProblems, crumbProblems, headProblems, jsonLdProblems, jsonLdTypes, placeProblems } from './site-check/rules';
import { exportFiles, fileFor, pathOf } from './site-check/files';
import { cityProblems, type HostFileTexts, hostProblems, orphanProblems, sitemapProblems } from './site-check/site-rules';
import { languageProblems } from './site-check/language-rules';
import { imageLocationProblems } from './site-check/image-location';
import { clicksFrom, maxClicksFromHome, placeLinkProblems, substitutionProblems } from './site-check/substitution';
import { notFoundPages } from '../host/host-files';

/** The not-found pages (English, and Spanish under /es/): they answer unknown paths, with no address of their own. */
const notFoundFiles = new Set<string>(notFoundPages.map((page) => page.file));
/** The home pages of the two languages: no breadcrumb trail above them. */
const homeFiles = new Set(['index.html', 'es.html']);

export { fileFor };

export interface SiteReport {
  /** Problems per exported HTML file (path relative to out/). */
  pages: Map<string, string[]>;
  /** Non-gating findings per file: links to a #section the target page lacks. */
  warnings: Map<string, string[]>;
  /** Problems of the site as a whole: sitemap.xml and robots.txt against the pages. */
  site: string[];
  /** Cities with other than exactly one indexable page. */
  cities: string[];
  /** JSON-LD @type values per file: top-level nodes and the nodes of each @graph. */
  types: Map<string, string[]>;
}

/** Where service pages may name the place they serve, besides the cities their Service lists. */
export const defaultRegions = [serviceAreaIn('en').regionName, serviceAreaIn('es').regionName];

// Next writes the not-found page twice; 404.html is the one hosts serve.
const ignoredFiles = new Set(['_not-found.html']);

const htmlFiles = (dir: string) => exportFiles(dir, '.html').filter((file) => !ignoredFiles.has(file));

function linkProblems(
  facts: PageFacts,
  pageUrl: string,
  outDir: string,
  siteOrigin: string,
  idsByFile: Map<string, Set<string>>,
  self: string,
  warnings: string[],
): string[] {
  const problems: string[] = [];
  for (const { kind, url } of facts.urls) {
    if (/^(tel|mailto|sms|javascript|data):/i.test(url)) continue;
    const resolved = new URL(url, pageUrl);
    const internal = resolved.origin === siteOrigin || url.startsWith('/');
    if (!internal) continue;
    const target = fileFor(outDir, resolved.pathname);
    if (!target) {
      problems.push(`${kind} "${url}" points at ${resolved.pathname}, which is not in the export`);
      continue;
    }
    const fragment = decodeURIComponent(resolved.hash.slice(1));
    if (kind === 'link' && fragment) {
      const ids = target === self ? facts.ids : idsByFile.get(target);
      if (ids && !ids.has(fragment)) warnings.push(`link "${url}" points at #${fragment}, which ${target} does not have`);
    }
  }
  return problems;
}

export function checkSite({
  outDir = 'out',
  deployDir = 'deploy',
  siteUrl,
  regions = defaultRegions,
}: {
  outDir?: string;
  deployDir?: string;
  siteUrl: string;
  regions?: string[];
}): SiteReport {
  const site = new URL(siteUrl);
  const urlOf = (urlPath: string) => new URL(urlPath, site).href;
  const files = htmlFiles(outDir).sort();
  const facts = new Map(files.map((file) => [file, pageFacts(readFileSync(path.join(outDir, file), 'utf8'))]));
  const factsOf = (file: string): PageFacts => facts.get(file) as PageFacts;
  const idsByFile = new Map([...facts].map(([file, f]) => [file, f.ids]));
  const indexable = new Map(
    files.map((file): [string, boolean] => {
      const f = factsOf(file);
      const selfCanonical =
        f.canonicals.length === 1 && URL.canParse(f.canonicals[0]) && new URL(f.canonicals[0]).href === urlOf(pathOf(file));
      return [file, !notFoundFiles.has(file) && !/noindex/i.test(f.robots) && selfCanonical];
    }),
  );

  const pages = new Map<string, string[]>();
  const warnings = new Map<string, string[]>();
  const graphs = new Map<string, GraphReport>();
  const idTypes = new Map<string, { file: string; type: string }[]>();
  const linkedFrom = new Map<string, Set<string>>();
  /** Every page's links (header and footer included) as export files. */
  const linksOf = new Map<string, Set<string>>();
  const cityOf = new Map<string, string>();
  for (const file of files) {
    const f = factsOf(file);
    const pageWarnings: string[] = [];
    const notFound = notFoundFiles.has(file);
    const graph = notFound ? null : graphProblems(f, { pageUrl: urlOf(pathOf(file)) });
    if (graph) graphs.set(file, graph);
    const problems = [
      ...headProblems(f, { siteUrl, indexable: indexable.get(file) ?? false, notFound, home: homeFiles.has(file) }),
      ...bodyProblems(f),
      ...jsonLdProblems(f),
      ...(graph?.problems ?? []),
      ...(graph && !homeFiles.has(file) ? crumbProblems(f, breadcrumbItems(graph.nodes ?? [], graph.webPage), urlOf(pathOf(file))) : []),
      ...(graph ? placeProblems(f, servicePlaces(graph.nodes ?? [], graph.webPage), regions) : []),
      ...linkProblems(f, urlOf(pathOf(file)), outDir, site.origin, idsByFile, file, pageWarnings),
    ];
    warnings.set(file, [...new Set(pageWarnings)]);
    if ((notFound || !indexable.get(file)) && !/noindex/i.test(f.robots)) {
      const canonical = f.canonicals[0] && URL.canParse(f.canonicals[0]) ? new URL(f.canonicals[0]) : null;
      const target = canonical && fileFor(outDir, canonical.pathname);
      if (!target || !indexable.get(target))
        problems.push(`neither noindex nor canonical to an indexable page (canonical "${f.canonicals[0] ?? ''}")`);
    }
    pages.set(file, [...new Set(problems)]);

    for (const [id, type] of graph?.idTypes ?? []) idTypes.set(id, [...(idTypes.get(id) ?? []), { file, type }]);
    const places = graph && servicePlaces(graph.nodes ?? [], graph.webPage);
    const mainEntity = graph?.webPage?.mainEntity as LdNode | undefined;
    const main = graph?.nodes?.find((node) => node['@id'] === mainEntity?.['@id']);
    const areas: unknown[] | undefined = main && (Array.isArray(main.areaServed) ? main.areaServed : [main.areaServed]);
    if (places?.length === 1 && (areas?.[0] as LdNode | undefined)?.['@type'] === 'City') cityOf.set(file, places[0]);
    const targets = new Set<string>();
    for (const { kind, url } of f.urls) {
      if (kind !== 'link' || /^(tel|mailto|sms|javascript|data):/i.test(url) || !URL.canParse(url, urlOf(pathOf(file)))) continue;
      const target = new URL(url, urlOf(pathOf(file)));
      const targetFile = target.origin === site.origin && fileFor(outDir, target.pathname);
      if (targetFile) targets.add(targetFile);
    }
    linksOf.set(file, targets);
    if (!notFound) {
      for (const href of f.navLinks) {
        if (/^(tel|mailto|sms|javascript|data):/i.test(href) || !URL.canParse(href, urlOf(pathOf(file)))) continue;
        const target = new URL(href, urlOf(pathOf(file)));
        const targetFile = target.origin === site.origin && fileFor(outDir, target.pathname);
        if (targetFile && targetFile !== file) linkedFrom.set(targetFile, (linkedFrom.get(targetFile) ?? new Set<string>()).add(file));
      }
    }
  }

  const languages = languageProblems(
    files.map((file) => {
      const f = factsOf(file);
      const url = urlOf(pathOf(file));
      return {
        file,
        url,
        lang: f.lang,
        indexable: indexable.get(file) ?? false,
        alternates: f.alternates,
        mainText: f.mainText,
        counterpart: f.languageLink && URL.canParse(f.languageLink, url) ? new URL(f.languageLink, url).href : null,
        jsonLd: f.jsonLd.flatMap((block) => (block.ok ? [block.data] : [])),
      };
    }),
  );
  for (const [file, problems] of languages) pages.get(file)?.push(...problems);

  // Place pages (docs/decisions/073-place-pages.md): each in its own words, never a list of every
  // place, and every one within three clicks of its language's home page.
  const placePages = [...cityOf].filter(([file]) => indexable.get(file));
  const doorways = substitutionProblems(
    placePages.map(([file, place]) => ({
      file,
      place,
      language: (factsOf(file).lang ?? 'en').split('-')[0],
      mainText: factsOf(file).mainText,
    })),
  );
  for (const [file, problem] of doorways) pages.get(file)?.push(problem);
  for (const [file, problem] of placeLinkProblems(linksOf, cityOf)) pages.get(file)?.push(problem);
  const fromHome = { en: clicksFrom('index.html', linksOf), es: clicksFrom('es.html', linksOf) };
  for (const [file] of placePages) {
    const clicks = (file.startsWith('es/') ? fromHome.es : fromHome.en).get(file);
    if (clicks === undefined || clicks > maxClicksFromHome)
      pages
        .get(file)
        ?.push(`is ${clicks ?? 'no number of'} clicks from its home page (at most ${maxClicksFromHome}): link it from its county page`);
  }

  const duplicates = (label: string, valueOf: (f: PageFacts) => string | undefined, among = files) => {
    const seen = new Map<string, string>();
    for (const file of among) {
      const value = valueOf(factsOf(file));
      if (!value) continue;
      if (seen.has(value)) pages.get(file)?.push(`${label} "${value}" duplicates ${seen.get(value)}`);
      else seen.set(value, file);
    }
  };
  duplicates('title', (f) => f.titles[0]);
  duplicates('description', (f) => f.descriptions[0]);
  duplicates(
    'h1',
    (f) => f.h1s[0],
    files.filter((file) => indexable.get(file)),
  );

  const typing: string[] = [];
  for (const [id, seen] of idTypes) {
    const types = [...new Set(seen.map((entry) => entry.type))];
    if (types.length > 1)
      typing.push(`${id} is typed ${types.map((type) => `${type} (${seen.find((entry) => entry.type === type)?.file})`).join(' and ')}`);
  }

  return {
    pages,
    /** Not gating: links to a section (#id) the target page does not have. */
    warnings,
    site: [
      ...sitemapProblems({ outDir, site, files, indexable, graphs }),
      ...typing,
      ...orphanProblems({ files, indexable, linkedFrom }),
      ...hostProblems(readHostFiles(outDir, deployDir), { payloads: payloadFiles(outDir), pageFiles: exportFiles(outDir, '.html') }),
      ...imageLocationProblems(outDir),
    ],
    /** Each city's pages: exactly one of them indexable. */
    cities: cityProblems({ cityOf, indexable }),
    types: new Map([...facts].map(([file, f]) => [file, jsonLdTypes(f)])),
  };
}

function readHostFiles(outDir: string, deployDir: string): HostFileTexts {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
  return {
    headers: read(path.join(outDir, '_headers')),
    redirects: read(path.join(outDir, '_redirects')),
    htaccess: read(path.join(outDir, '.htaccess')),
    nginx: read(path.join(deployDir, 'nginx.conf')),
  };
}

/** The flight payloads beside the pages, as URL paths. */
function payloadFiles(outDir: string): string[] {
  return exportFiles(outDir, '.txt')
    .filter((file) => file !== 'robots.txt')
    .map((file) => `/${file}`);
}

if (process.argv[1]?.endsWith('check-site.ts')) {
  const { siteUrl } = JSON.parse(readFileSync('lib/content/generated/site-address.json', 'utf8')) as { siteUrl: string };
  const { pages, site, cities, warnings } = checkSite({
    outDir: process.argv[2] ?? 'out',
    deployDir: process.argv[3] ?? 'deploy',
    siteUrl,
  });
  for (const [file, list] of warnings) for (const warning of list) console.log(`${file}: warning: ${warning}`);
  let count = site.length + cities.length;
  for (const problem of [...site, ...cities]) console.log(`site: ${problem}`);
  for (const [file, problems] of pages) {
    count += problems.length;
    for (const problem of problems) console.log(`${file}: ${problem}`);
  }
  console.log(count ? `\n${count} problem(s) in ${pages.size} pages` : `All ${pages.size} pages pass the site checks.`);
  process.exit(count ? 1 : 0);
}
