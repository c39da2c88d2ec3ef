/**
 * @jest-environment node
 */
// The edits the owner's guide (OWNER.md, "Changing the site") walks an owner through are data only:
// after them the content builds and the site's code still type-checks against it, which is what
// `npm test` asks of content/ (its other tests run on their own copy, tests/fixtures/content).
// So the first edit an owner makes never breaks the developers' suite: in a copy of the whole
// project with a service, an FAQ entry and a review added, test:unit passes too.
/* eslint-disable @typescript-eslint/no-explicit-any -- each edit touches a different spot of a parsed JSON file */
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatProblem } from '@/scripts/content/problems';
import { buildContent } from '@/scripts/content/build';
import { contentCopy, editJson, generatedRecord } from '@/tests/helpers/content-copy';

jest.setTimeout(360_000);

const project = path.resolve('.');

/** The site's type-check (the root tsconfig.json, tests/ left out), with the generated modules read from `out`. */
function typeCheck(root: string, out: string): string {
  const config = path.join(root, 'tsconfig.owner.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(project, 'tsconfig.json'),
      compilerOptions: {
        incremental: false,
        paths: { '@/lib/content/generated/*': [`${out}/*`], '@/*': [`${project}/*`] },
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'].map((pattern) => path.join(project, pattern)),
      exclude: ['node_modules', 'out', 'out-variants', '.next', 'tests', '.cache', 'lib/content/generated'].map((folder) =>
        path.join(project, folder),
      ),
    }),
  );
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', config], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

/** Services > New, as an owner does it: a copy of another service's file under a new name, with its own words. */
function addService(root: string, from: string, words: Record<string, unknown> & { slug: string }): void {
  const service = JSON.parse(readFileSync(path.join(root, 'content/services', `${from}.json`), 'utf8'));
  writeFileSync(path.join(root, 'content/services', `${words.slug}.json`), JSON.stringify({ ...service, ...words }));
}

/** One more question and answer, and one more review (a copy of the first with its own author and words). */
function addFaqAndReview(root: string, entry: { question: string; answer: string }, review: { author: string; quote: string }): void {
  editJson(root, 'content/faq.json', (d: any) => d.entries.push(entry));
  editJson(root, 'content/reviews.json', (d: any) => d.reviews.push({ ...d.reviews[0], ...review }));
}

it('a new service, a new city, a city removed, an article, an FAQ, a review, another offer and a home heading: the content builds and the site type-checks', () => {
  const root = contentCopy();
  try {
    const content = (file: string) => path.join(root, 'content', file);
    addService(root, 'maintenance', {
      slug: 'hurricane-bracing',
      name: 'Hurricane Bracing',
      menuLabel: 'Hurricane bracing',
      title: 'Hurricane Garage Door Bracing in Southwest Florida',
      h1: 'Hurricane Garage Door Bracing',
      description: 'Bracing kits and wind-rated upgrades for garage doors across Southwest Florida, fitted before the storm season starts.',
      summary: 'Bracing kits and wind-rated upgrades, fitted before storm season.',
      menuPosition: 9,
    });
    // Cities > New, and a city the business no longer serves deleted.
    copyFileSync(path.join(project, 'tests/fixtures/cities/port-charlotte.json'), content('cities/port-charlotte.json'));
    unlinkSync(content('cities/englewood.json'));
    // Articles > New.
    writeFileSync(
      content('articles/garage-door-weatherstripping.md'),
      [
        '---',
        "title: 'Weatherstripping a Garage Door Before the Rainy Season'",
        "description: 'How to tell when the seals around a Florida garage door are spent, which ones to choose, and what a new set keeps out.'",
        "excerpt: 'Cracked seals let in rain, ants and humid air. How to check yours in five minutes and when to replace them.'",
        'date: 2026-11-20',
        "readTime: '4 min read'",
        'featured: false',
        'related: []',
        '---',
        '',
        '## Check the seals',
        '',
        'Close the door on a sunny afternoon and look for daylight along the bottom and the sides. Light means water and ants get in too.',
        '',
        'Press the bottom seal with a thumb. A seal that stays flat or cracks has given up; one that springs back still works.',
        '',
        '## Choose the right seal',
        '',
        'Most doors here take a T-shaped or bulb seal in an aluminum retainer. Near the coast, pick a vinyl seal and a retainer that will not rust.',
        '',
        '## What a new set keeps out',
        '',
        'A fresh bottom seal and side stops keep out the afternoon storms, the palmetto bugs and much of the humid air that rusts springs and cables.',
        '',
      ].join('\n'),
    );
    addFaqAndReview(
      root,
      {
        question: 'Do you brace doors before a hurricane?',
        answer: 'Yes. We fit bracing kits and check the tracks and rollers so the door holds against the wind.',
      },
      { author: 'Rosa T.', quote: 'They braced our door the day before the storm and it held.' },
    );
    editJson(root, 'content/business.json', (d: any) => (d.offer.percent = 25));
    editJson(root, 'content/home.json', (d: any) => (d.services.title = 'Every garage door job, one call'));

    const out = path.join(root, 'generated');
    expect(buildContent(root, { env: {}, out }).map(formatProblem)).toEqual([]);
    const services = generatedRecord(out, 'services');
    expect(JSON.stringify(services)).toContain('hurricane-bracing');
    expect(JSON.stringify(generatedRecord(out, 'cities'))).toContain('port-charlotte');
    expect(JSON.stringify(generatedRecord(out, 'cities'))).not.toContain('"englewood"');
    expect(generatedRecord(out, 'home').services.title).toBe('Every garage door job, one call');
    expect(typeCheck(root, out)).toBe('');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** A throwaway copy of the project as it stands (every file git tracks or would add), node_modules linked. */
function projectCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'project-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' });
  for (const file of files.split('\0').filter(Boolean)) {
    try {
      cpSync(file, path.join(root, file), { recursive: true });
    } catch {
      // A file git still lists but the working tree has deleted.
    }
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  return root;
}

/** `npm run <script> -- <args>` in `root`: its exit code and everything it printed. */
function npmRun(root: string, script: string, args: string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((resolve) =>
    execFile(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      { cwd: root, env: { ...process.env, CI: 'true' }, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );
}

it('a service copied from spring-replacement.json with its own words, an FAQ entry and a review: npm run content and test:unit pass', async () => {
  const root = projectCopy();
  try {
    addService(root, 'spring-replacement', {
      slug: 'door-insulation',
      name: 'Garage Door Insulation',
      menuLabel: 'Door insulation',
      title: 'Garage Door Insulation in Southwest Florida',
      h1: 'Garage Door Insulation',
      description:
        'Insulation kits and insulated panels that keep a Florida garage cooler in summer, fitted in one visit across the region.',
      summary: 'Insulation kits and insulated panels for a cooler garage.',
      menuPosition: 10,
    });
    addFaqAndReview(
      root,
      { question: 'Do you insulate garage doors?', answer: 'Yes. We fit insulation kits to most steel doors in one visit.' },
      { author: 'Rosa T.', quote: 'They insulated our door and the garage is ten degrees cooler now.' },
    );
    const built = await npmRun(root, 'content');
    expect(built).toMatchObject({ code: 0, output: expect.stringContaining('content: every data file checked') });
    // test:unit, on the tests that read the records (the counts of the original sketch, every price, the tests' own data).
    const unit = await npmRun(root, 'test:unit', [
      '--runInBand',
      'tests/unit/content/spec-values.test.ts',
      'tests/unit/lib/price.test.tsx',
      'tests/unit/content/test-data.test.ts',
    ]);
    expect(unit.output).toMatch(/Tests: +\d+ passed, \d+ total/);
    expect(unit.code).toBe(0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
