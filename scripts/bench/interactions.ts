// Part of `npm run bench`: how soon a slow phone paints after the visitor's first taps and keys.
// Chromium at 375 px with the CPU slowed 4x (Lighthouse's phone setting); each interaction is
// made 400 ms after the page's HTML arrives, while its code still loads and hydrates, and timed
// as INP times it: the Event Timing entry's duration, from the input to the next paint. Worst of
// BENCH_RUNS runs (default 3). Writes reports/interactions.md and reports/interactions.json. A
// report, not a test: the gate (tests/e2e/layout/first-tap.spec.ts) checks that no tap is lost.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { benchChromiumPath, chromiumArgs } from '../../tests/helpers/browser';
import { startStaticServer } from '../preview/static-server';
import { sitePages } from '../../lib/pages/registry';
import { staticPages } from '../../lib/content/pages';
import { spanishHome } from '../../lib/i18n/locale';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const port = Number(process.env.BENCH_PORT ?? 4360) + 2;
/** INP's "good" limit. */
const goodMs = 200;

const town = sitePages.find((page) => page.kind === 'city')!.path;

interface Case {
  name: string;
  path: string;
  act: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  ...['/', town, spanishHome].map((path) => ({
    name: `menu on ${path}`,
    path,
    act: (page: Page) => page.locator('[popovertarget="mobile-menu"]').click(),
  })),
  {
    name: 'a county’s ZIP list (details)',
    path: staticPages.serviceArea.path,
    act: (page: Page) => page.locator('details[data-county] summary').first().click(),
  },
  {
    name: 'typing a ZIP code',
    path: staticPages.serviceArea.path,
    act: (page: Page) => page.locator('form[data-zip-checker] input[name="zip"]').first().pressSequentially('34102'),
  },
  {
    name: `typing a name into the lead form on ${town}`,
    path: town,
    act: (page: Page) => page.locator('form input[name="fullName"]').first().pressSequentially('Maria'),
  },
];

/** The longest Event Timing duration among the page's interactions so far, in ms. */
function worstInteraction(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let worst = 0;
        new PerformanceObserver((list) => {
          // interactionId is newer than TypeScript's DOM types.
          for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
            if (entry.interactionId) worst = Math.max(worst, entry.duration);
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
        // Entries are queued after the next paint; two frames later they have all arrived.
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(worst), 100)));
      }),
  );
}

async function main() {
  const loadBefore = loadavg()[0];
  const site = await startStaticServer({ root: 'out', port, compress: true });
  const browser = await chromium.launch({ executablePath: benchChromiumPath(), args: chromiumArgs });
  const rows: { name: string; runs: number[]; worst: number }[] = [];
  try {
    for (const { name, path, act } of cases) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
        await context.addInitScript(() => localStorage.setItem('popup-offer-shown', 'true'));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
        await page.waitForTimeout(400);
        await act(page);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
        times.push(Math.round(await worstInteraction(page)));
        await context.close();
      }
      rows.push({ name, runs: times, worst: Math.max(...times) });
      console.log(`${name}: worst ${Math.max(...times)} ms (${times.join(', ')})`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const load = { before: loadBefore, after: loadavg()[0] };
  const report = { date: new Date().toISOString(), runs, cpuSlowdown: 4, goodMs, load, rows };
  const markdown = [
    '# First interactions on a slow phone',
    '',
    `${report.date}: 375 px, CPU slowed 4x, each made 400 ms after the HTML arrived; the next paint's delay (Event Timing duration), worst of ${runs}. Load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after: on a busy machine these are ceilings.`,
    '',
    '| Interaction | Worst | Runs | Within 200 ms |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.name} | ${row.worst} ms | ${row.runs.join(', ')} | ${row.worst <= goodMs ? 'yes' : 'no'} |`),
    '',
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/interactions.json', `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync('reports/interactions.md', markdown);
  console.log(`\n${markdown}\nWritten to reports/interactions.md and reports/interactions.json.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
