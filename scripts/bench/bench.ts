// `npm run bench`: Lighthouse over every page of the export in out/ (run `npm run build` first),
// with Debian's Chromium and Lighthouse's default mobile settings, median of BENCH_RUNS runs
// (default 3), next to a blank App Router page of the same Next.js measured in the same rounds.
// Writes reports/bench.md and reports/bench.json. A report, not a test: it never fails on a
// missed target. BENCH_ROUTES=/,/faq limits the routes. Pages are served on 127.0.0.1 the way a
// production host serves them: gzipped, over HTTPS with HTTP/2 (a throwaway self-signed
// certificate from openssl; BENCH_HTTP1=1, or no openssl, serves plain HTTP/1.1 instead).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { benchChromiumPath, chromiumArgs } from '../../tests/helpers/browser';
import { blankBaseline } from '../checks/blank-baseline';
import {
  type BenchReport,
  type BlankMedians,
  checkRoute,
  markdownReport,
  median,
  medianKeys,
  type Medians,
  type RouteResult,
  type RunScores,
} from './bench-report';
import { exportedPages, measurePage, type PageBytes, routeOf } from '../checks/page-bytes';
import { startStaticServer } from '../preview/static-server';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const port = Number(process.env.BENCH_PORT ?? 4360);
// The tests' flags (tests/helpers/browser.ts); chrome-launcher needs headless asked for.
const chromeFlags = ['--headless=new', ...chromiumArgs];

/** A certificate for 127.0.0.1 valid for a day, or undefined when openssl is not there. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } | undefined {
  if (process.env.BENCH_HTTP1) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
    const made = spawnSync(
      'openssl',
      [...args, '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    return made.status === 0 ? { key: readFileSync(key), cert: readFileSync(cert) } : undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The not-found page is measured once, at /404 (hosts answer unknown paths with it); _not-found.html is its twin.
const pages = exportedPages('out').filter((file) => file !== '_not-found.html');
const wanted = process.env.BENCH_ROUTES?.split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const selected = pages.map((file) => ({ file, route: routeOf(file) })).filter((p) => !wanted || wanted.includes(p.route));
if (selected.length === 0) {
  console.error('No routes to measure: run `npm run build` first, or check BENCH_ROUTES.');
  process.exit(1);
}

async function audit(url: string, chrome: chromeLauncher.LaunchedChrome): Promise<RunScores> {
  // Imported as it is: a static import would reach Lighthouse through tsx's CommonJS transform,
  // which adds a `__name` helper to the functions Lighthouse sends into the page as source text.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  // A run Lighthouse could not complete (NO_NAVSTART and the like) scores nothing, not zero.
  const score = (id: string) => (lhr.runtimeError ? NaN : Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const details = lhr.audits['resource-summary']?.details;
  const resources = (details && 'items' in details ? details.items : []) as { resourceType?: string; transferSize?: number }[];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    runtimeError: lhr.runtimeError?.code,
    transferBytes: resources.find((item) => item.resourceType === 'total')?.transferSize ?? NaN,
    seoFailures: (lhr.categories.seo?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => a.id),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  };
}

async function auditOnce(label: string, url: string, chrome: chromeLauncher.LaunchedChrome, round: number): Promise<RunScores> {
  let result = await audit(url, chrome);
  if (result.runtimeError) {
    console.log(`${label} run ${round}/${runs}: Lighthouse error ${result.runtimeError}, measuring again`);
    result = await audit(url, chrome);
  }
  console.log(
    `${label} run ${round}/${runs}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
  );
  return result;
}

function summarise(results: RunScores[], bytes: PageBytes): { median: Medians; runs: RunScores[] } {
  const m = Object.fromEntries(medianKeys.map((key) => [key, median(results.map((r) => r[key]))])) as Record<
    (typeof medianKeys)[number],
    number
  >;
  const seoFailures = [...new Set(results.flatMap((r) => r.seoFailures ?? []))];
  return { median: { ...m, htmlGzip: bytes.htmlGzip, dataGzip: bytes.dataGzip, jsGzip: bytes.jsGzip, seoFailures }, runs: results };
}

async function main(): Promise<void> {
  const blankBytes = blankBaseline({ log: console.log });
  const loadBefore = loadavg()[0];
  const tls = throwawayCertificate();
  const protocol = tls ? 'HTTPS with HTTP/2' : 'HTTP/1.1';
  const site = await startStaticServer({ root: 'out', port, compress: true, tls });
  // The blank page is served as any host serves a plain folder; the site's closed fallback policy
  // would block its scripts (static-server.ts, closedFallback).
  const blankSite = await startStaticServer({ root: blankBytes.outDir, port: port + 1, compress: true, tls, closedFallback: false });
  // The certificate is our own throwaway one; only these two local servers present it.
  const chrome = await chromeLauncher.launch({
    chromePath: benchChromiumPath(),
    chromeFlags: tls ? [...chromeFlags, '--ignore-certificate-errors'] : chromeFlags,
  });
  try {
    // Runs go in rounds (the blank page, then every route; again), not route by route: this
    // machine's speed drifts over minutes, and the blank page is the yardstick for the routes.
    const blankTarget = { label: 'blank page', url: `${blankSite.url}/` };
    const routeTargets = selected.map(({ file, route }) => ({
      label: route,
      route,
      file,
      url: `${site.url}${route}`,
      bytes: measurePage('out', file),
    }));
    const targets = [blankTarget, ...routeTargets];
    const results = new Map<{ label: string; url: string }, RunScores[]>(targets.map((target) => [target, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) results.get(target)?.push(await auditOnce(target.label, target.url, chrome, round));
    }
    const blankRun = summarise(results.get(blankTarget) ?? [], blankBytes);
    const blank: BlankMedians = {
      ...blankRun.median,
      lcpRuns: blankRun.runs.map((r) => r.lcpMs),
      next: blankBytes.next,
      react: blankBytes.react,
    };
    const routes: RouteResult[] = [];
    for (const target of routeTargets) {
      const result = summarise(results.get(target) ?? [], target.bytes);
      // Pages kept out of search on purpose (thank-you, 404) fail Lighthouse's is-crawlable audit by design.
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(readFileSync(path.join('out', target.file), 'utf8'));
      routes.push({ route: target.route, noindex, ...result, ...checkRoute(target.route, { ...result.median, noindex }, blank) });
    }
    // Simulated throttling scales observed CPU time: a busy machine inflates TBT for every page alike.
    const load = { before: loadBefore, after: loadavg()[0] };
    const report: BenchReport = {
      date: new Date().toISOString(),
      runs,
      load,
      protocol,
      chromium: benchChromiumPath() ?? 'Chromium found by chrome-launcher',
      blank,
      routes,
    };
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync('reports/bench.md', markdownReport(report));
    console.log(`\n${markdownReport(report)}\nWritten to reports/bench.md and reports/bench.json.`);
  } finally {
    await chrome.kill();
    await site.close();
    await blankSite.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
