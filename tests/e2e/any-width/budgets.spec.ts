import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { targets } from '../../../scripts/bench/bench-report';
import { blankBaseline, type BlankBaseline } from '../../../scripts/checks/blank-baseline';
import { exportedPages, measurePage, routeOf, type PageBytes } from '../../../scripts/checks/page-bytes';
import { recordSentences, recordsInFirstLoad } from '../../../scripts/checks/records-in-code';

// Byte budgets, read from the export in out/ (deterministic: no browser, no network timing).
// The baseline is measured, not assumed: a blank App Router page (tests/fixtures/blank-app) is
// built with the installed Next.js and React, and its first-load JavaScript is the unit. Deriving
// "framework" chunks from our own export instead would mean guessing which hashed Turbopack
// chunks are Next's; the blank build costs ~10 s and is cached until Next.js changes.
// docs/product.md#constants: first-load JavaScript at most 1.20x the blank page on the home pages
// (English and Spanish: the same islands), 1.15x elsewhere.
// Lead forms keep react-hook-form and the lead module out of first load (LeadForm loads them on
// the first interaction), which is what makes these fit.
const jsFactor = targets.jsFactor;
const pages = exportedPages('out');

test.describe.configure({ mode: 'serial' });

let baseline: BlankBaseline;
const rows: (PageBytes & { route: string; jsBudget: number })[] = [];

test.beforeAll(({}, testInfo) => {
  // Bytes do not depend on the viewport: measured once, in the desktop project.
  test.skip(testInfo.project.name !== 'desktop', 'measured in the desktop project');
  test.setTimeout(180_000);
  baseline = blankBaseline();
});

test('the export has pages to measure', () => {
  expect(pages.length, 'run `npm run build` first').toBeGreaterThan(10);
});

for (const file of pages) {
  const route = routeOf(file);
  test(`${route} stays within its HTML and first-load JavaScript budgets`, () => {
    const bytes = measurePage('out', file);
    const jsBudget = Math.floor(jsFactor(route) * baseline.jsGzip);
    rows.push({ route, jsBudget, ...bytes });
    // The flight payload was part of the HTML until the post-build step moved it after the first
    // paint; the page still needs it to hydrate, so the limit holds for both together.
    expect(bytes.htmlGzip + bytes.dataGzip, `${file}: gzipped HTML ${bytes.htmlGzip} B + flight payload ${bytes.dataGzip} B`).toBeLessThan(
      targets.htmlGzipFor(route),
    );
    const detail = bytes.scripts.map((s) => `  ${s.gzip} B  ${s.src}`).join('\n');
    expect(
      bytes.jsGzip,
      `${route}: first-load JS ${bytes.jsGzip} B gzip vs blank page ${baseline.jsGzip} B (x${jsFactor(route)})\n${detail}`,
    ).toBeLessThanOrEqual(jsBudget);
  });
}

// Code a visitor needs only after acting (the toast library until a form is submitted) must stay
// out of first load; a marker string from its source shows where it was bundled.
const deferred = [
  { name: 'sonner (toasts)', marker: 'data-sonner-toaster' },
  // react-hook-form and the lead module load on the first interaction with a form (LeadForm).
  { name: 'the lead form controller', marker: 'keepFieldsRef' },
];

test("libraries needed only after an interaction are not in any page's first load", () => {
  const found: string[] = [];
  for (const file of pages) {
    for (const { src } of measurePage('out', file).scripts) {
      const code = readFileSync(path.join('out', new URL(src, 'http://site.invalid').pathname), 'utf8');
      for (const { name, marker } of deferred) if (code.includes(marker)) found.push(`${routeOf(file)}: ${name} in ${src}`);
    }
  }
  expect(found).toEqual([]);
});

// Islands get the words they show as props: one that imports a records module (for a constant
// beside the records, say) ships the records to every visitor of every page that shows it, and the
// bytes grow with the owner's content. Sentences of the owner's data files and of the tests' copy
// (whichever this export was built from) must not be in any page's first-load code.
test("no page's first-load code carries the owner's records", () => {
  const sentences = [...recordSentences('content'), ...recordSentences('tests/fixtures/content')];
  expect(sentences.length).toBeGreaterThan(100);
  const hits = recordsInFirstLoad('out', pages, sentences).map(({ src, sentence }) => `${src}: "${sentence}"`);
  expect(hits, 'an island imports a records module (lib/content/*): pass it the words as props').toEqual([]);
});

test.afterAll(() => {
  if (!baseline) return;
  mkdirSync('reports', { recursive: true });
  const report = {
    baseline: { next: baseline.next, react: baseline.react, jsGzip: baseline.jsGzip, htmlGzip: baseline.htmlGzip },
    htmlLimit: targets.htmlGzip,
    routes: rows.map(({ route, file, htmlGzip, dataGzip, jsGzip, cssGzip, jsBudget }) => ({
      route,
      file,
      htmlGzip,
      dataGzip,
      cssGzip,
      jsGzip,
      jsBudget,
      jsRatio: Number((jsGzip / baseline.jsGzip).toFixed(3)),
    })),
  };
  writeFileSync('reports/bytes.json', `${JSON.stringify(report, null, 2)}\n`);
});
