// `npm run scale -- N`: how the build and the export grow with the places
// (docs/decisions/130-a-thousand-places-one-build.md). Copies the project's working tree into
// .scale/ (node_modules hard-linked, not copied), builds it as it is, adds N generated places
// (scripts/scale/place-fields.ts), builds it again, and writes .scale/report.json with both builds'
// figures side by side. The scaled export stays in .scale/out/ and its host files in
// .scale/deploy/; the unscaled ones in .scale/unscaled/. Two builds: not part of npm test.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { type ExportStats, exportStats } from './export-stats';
import { measureRun, type RunMeasure } from './measure';
import { generatePlace } from './place-fields';

const root = process.cwd();
const scale = path.join(root, '.scale');
/** Built, installed or generated: never copied (node_modules is hard-linked, linkTree). */
const notCopied = new Set([
  'node_modules',
  '.next',
  'out',
  'out-variants',
  'out-before-variant',
  'deploy',
  '.scale',
  '.git',
  'test-results',
  'playwright-report',
  'reports',
  '.cache',
]);

const limits = { secondsPerPageRatio: 1.5, peakRssMb: 4096, files: 20_000, hostFileRatio: 1.5, pageSizeRatio: 1.03, placeLinks: 15 };

/**
 * The installed packages, each file hard-linked: seconds, no space, and inside the copy, where
 * Turbopack looks for them (it compiles nothing outside the folder of the nearest lockfile, so a
 * symbolic link to the project's node_modules is not followed).
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkSync(source, target);
  }
}

function copyProject(): void {
  rmSync(scale, { recursive: true, force: true });
  mkdirSync(scale);
  for (const entry of readdirSync(root)) {
    if (notCopied.has(entry)) continue;
    cpSync(path.join(root, entry), path.join(scale, entry), { recursive: true, verbatimSymlinks: true });
  }
  linkTree(path.join(root, 'node_modules'), path.join(scale, 'node_modules'));
  // The build dates pages by their content's last commit (lib/site/content-dates.ts): it reads git.
  const git = path.join(root, '.git');
  if (lstatSync(git).isFile()) cpSync(git, path.join(scale, '.git'));
  else symlinkSync(git, path.join(scale, '.git'));
}

const json = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface RouteRecord {
  slug: string;
}

/**
 * Every town page's address (English and Spanish), from the copy's city records: the pages whose
 * links grow with the places. The nine county pages are the region's fixed top level, which every
 * page's menus and footer link by design (docs/decisions/073-place-pages.md), so they are not counted.
 */
function placePaths(): Set<string> {
  const paths = new Set<string>();
  const folder = path.join(scale, 'content', 'cities');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const record = json<{ route?: RouteRecord; pages?: Record<string, { routes: RouteRecord[] }> }>(path.join(folder, file));
    const prefix = file.endsWith('.es.json') ? '/es/' : '/';
    const routes = [...(record.route ? [record.route] : []), ...Object.values(record.pages ?? {}).flatMap((page) => page.routes)];
    for (const route of routes) paths.add(`${prefix}${route.slug}`);
  }
  return paths;
}

/** The first existing city's indexable page: the one the issue compares before and after. */
function existingCityPath(): string {
  const first = readdirSync(path.join(scale, 'content', 'cities')).filter((name) => !name.endsWith('.es.json'))[0];
  const { pages } = json<{ pages: Record<string, { routes: RouteRecord[] }> }>(path.join(scale, 'content', 'cities', first));
  const richest = pages.featured ?? pages.long ?? pages.short;
  return `/${richest.routes[0].slug}`;
}

/** Writes N places into the copy's content/cities/, their ZIP codes from the ZIP table the first build wrote. */
function addPlaces(count: number): void {
  const table = json<{ zips: Record<string, { county: string }> }>(path.join(scale, 'public', 'service-area-zips.json'));
  const zipsByCounty = new Map<string, string[]>();
  for (const [zip, row] of Object.entries(table.zips)) zipsByCounty.set(row.county, [...(zipsByCounty.get(row.county) ?? []), zip]);
  const countyDir = path.join(scale, 'content', 'counties');
  const counties = readdirSync(countyDir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.es.json'))
    .map((name) => json<{ slug: string; name: string }>(path.join(countyDir, name)));
  const cityDir = path.join(scale, 'content', 'cities');
  const taken = new Set<string>();
  for (const name of readdirSync(cityDir).filter((file) => file.endsWith('.json'))) {
    const city = json<{ slug?: string; name?: string; pages?: Record<string, { routes: RouteRecord[] }> }>(path.join(cityDir, name));
    for (const value of [
      city.slug,
      city.name,
      ...Object.values(city.pages ?? {}).flatMap((page) => page.routes.map((route) => route.slug)),
    ])
      if (value) taken.add(value);
  }
  const context = { counties, zipsByCounty, taken };
  for (let index = 0; index < count; index += 1) {
    const place = generatePlace(index, context);
    writeFileSync(path.join(cityDir, `${place.slug}.json`), `${JSON.stringify(place, null, 2)}\n`);
  }
}

async function build(label: string): Promise<RunMeasure> {
  rmSync(path.join(scale, '.next'), { recursive: true, force: true });
  console.log(`scale: building the ${label} copy in .scale/`);
  const run = await measureRun('npm', ['run', 'build'], { cwd: scale, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (run.exitCode !== 0) throw new Error(`scale: the ${label} build failed (exit ${run.exitCode})`);
  return run;
}

type Figures = RunMeasure & ExportStats & { secondsPerPage: number; cpuSecondsPerPage: number };

const ratio = (scaled: number | null, unscaled: number | null) =>
  scaled && unscaled ? Math.round((scaled / unscaled) * 1000) / 1000 : null;

function report(places: number, unscaled: Figures, scaled: Figures) {
  const hostRatios = Object.fromEntries(
    Object.keys(scaled.hostFiles).map((name) => [name, ratio(scaled.hostFiles[name], unscaled.hostFiles[name])]),
  );
  const prerenderPerPage = (figures: Figures) => (figures.prerender ? figures.prerender.seconds / figures.prerender.pages : null);
  const ratios = {
    secondsPerPage: ratio(scaled.secondsPerPage, unscaled.secondsPerPage),
    cpuSecondsPerPage: ratio(scaled.cpuSecondsPerPage, unscaled.cpuSecondsPerPage),
    // The whole build's fixed costs (compiling, type-checking) spread over more pages; prerendering alone is the per-page cost.
    prerenderSecondsPerPage: ratio(prerenderPerPage(scaled), prerenderPerPage(unscaled)),
    ...hostRatios,
    homePage: ratio(scaled.homePageBytes, unscaled.homePageBytes),
    cityPage: ratio(scaled.cityPage.bytes, unscaled.cityPage.bytes),
  };
  const within = (value: number | null, limit: number) => value !== null && value <= limit;
  const checks = {
    [`seconds per page at most ${limits.secondsPerPageRatio}x the unscaled build's`]: within(
      ratios.secondsPerPage,
      limits.secondsPerPageRatio,
    ),
    [`CPU seconds per page at most ${limits.secondsPerPageRatio}x the unscaled build's`]: within(
      ratios.cpuSecondsPerPage,
      limits.secondsPerPageRatio,
    ),
    [`prerendering seconds per page at most ${limits.secondsPerPageRatio}x the unscaled build's`]: within(
      ratios.prerenderSecondsPerPage,
      limits.secondsPerPageRatio,
    ),
    [`peak memory under ${limits.peakRssMb} MB`]: scaled.peakRssMb < limits.peakRssMb,
    [`under ${limits.files} files`]: scaled.files < limits.files,
    [`nginx.conf, .htaccess and _headers at most ${limits.hostFileRatio}x their unscaled size`]: [
      'nginx.conf',
      '.htaccess',
      '_headers',
    ].every((name) => within(hostRatios[name], limits.hostFileRatio)),
    'the sitemap lists every indexable page':
      scaled.sitemap.missing.length === 0 && scaled.sitemap.notIndexable.length === 0 && scaled.sitemap.problems.length === 0,
    'the home page and an existing city page within 3% of their unscaled size':
      within(ratios.homePage, limits.pageSizeRatio) && within(ratios.cityPage, limits.pageSizeRatio),
    [`no page links more than ${limits.placeLinks} town pages`]: scaled.mostPlaceLinks.links <= limits.placeLinks,
  };
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  return {
    places,
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    citySchema: git(['log', '-1', '--format=%h %s', '--', 'lib/content/schemas/city.ts']).slice(0, 120),
    machine: { cpus: cpus().length, memoryMb: Math.round(totalmem() / 2 ** 20), node: process.version },
    unscaled,
    scaled,
    ratios,
    checks,
  };
}

async function main(): Promise<void> {
  const places = Number(process.argv[2]);
  if (!Number.isInteger(places) || places < 1) throw new Error('usage: npm run scale -- N (the number of places to add, e.g. 1000)');
  copyProject();
  const siteUrl = () => json<{ siteUrl: string }>(path.join(scale, 'lib', 'content', 'generated', 'site-address.json')).siteUrl;
  const cityPath = existingCityPath();
  const figures = (run: RunMeasure): Figures => {
    const stats = exportStats(scale, { siteUrl: siteUrl(), placePaths: placePaths(), cityPath });
    const perPage = (seconds: number) => Math.round((seconds / stats.pages) * 10_000) / 10_000;
    return { ...run, secondsPerPage: perPage(run.seconds), cpuSecondsPerPage: perPage(run.cpuSeconds), ...stats };
  };
  const unscaled = figures(await build('unscaled'));
  mkdirSync(path.join(scale, 'unscaled'));
  for (const folder of ['out', 'deploy']) renameSync(path.join(scale, folder), path.join(scale, 'unscaled', folder));
  addPlaces(places);
  const scaled = figures(await build(`scaled (+${places} places)`));
  const result = report(places, unscaled, scaled);
  writeFileSync(path.join(scale, 'report.json'), `${JSON.stringify(result, null, 2)}\n`);
  const failed = Object.entries(result.checks).filter(([, passed]) => !passed);
  console.log(
    `scale: ${unscaled.pages} -> ${scaled.pages} pages; ${unscaled.seconds.toFixed(0)} s -> ${scaled.seconds.toFixed(0)} s (${result.ratios.secondsPerPage}x per page); peak ${scaled.peakRssMb} MB; ${scaled.files} files; .scale/report.json`,
  );
  for (const [check, passed] of Object.entries(result.checks)) console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${check}`);
  if (!existsSync(path.join(scale, 'out'))) throw new Error('scale: the scaled export is missing');
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
