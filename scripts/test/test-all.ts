// `npm test`: every check the project has, stopping at the first failure: the content build, then
// type-check, lint, the format check and unit tests (side by side where the machine has more than
// two cores, each mostly on one, their output printed as each finishes; two at a time on two cores
// or fewer, the unit tests alone on both), then the variant exports, the static export, and the end-to-end tests against it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { testBuildEnv } from '../../tests/helpers/test-env';

/**
 * Whether the checks run all side by side. On a busy two-core machine (load 6 to 11) five of them
 * at once each took about ten minutes and the unit tests' timers ran out; two at a time, each has
 * a core. TEST_SIDE_BY_SIDE=1 or 0 overrides.
 */
export function checksSideBySide(cores = availableParallelism(), env: Record<string, string | undefined> = process.env): boolean {
  if (env.TEST_SIDE_BY_SIDE === '1' || env.TEST_SIDE_BY_SIDE === '0') return env.TEST_SIDE_BY_SIDE === '1';
  return cores > 2;
}

type Counts = { passed: number; failed: number; skipped: number };
/** A step: its label, the command and its arguments, and what it adds to the environment. */
type Step = [label: string, command: string, args: string[], env?: Record<string, string>];

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
// Steps that are scripts of ours run in this Node with tsx's loader, without npx's start-up.
const tsx = [process.execPath, '--import', 'tsx'] as const;

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** Runs the steps side by side, each one's output held and printed whole when it ends. */
async function runTogether(steps: Step[]): Promise<boolean> {
  const results = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise<boolean>((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: process.env });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`=== ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
            resolve(status === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function count<Report>(file: string, read: (report: Report) => Counts) {
  try {
    const counts = read(JSON.parse(readFileSync(file, 'utf8')) as Report);
    for (const key of ['passed', 'failed', 'skipped'] as const) totals[key] += counts[key] ?? 0;
  } catch {
    // A step that crashed before writing its report already failed the run.
  }
}

function finish(ok: boolean): never {
  count<JestReport>('reports/jest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests }));
  count<PlaywrightReport>('reports/playwright.json', (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky,
    skipped: r.stats.skipped,
  }));
  if (!ok && totals.failed === 0) totals.failed = 1;
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const checks: Step[] = [
  ['type-check', 'npx', ['tsc', '--noEmit']],
  // The tests against their own copy of the data files (tests/tsconfig.json), so no owner's edit breaks them.
  ['type-check (tests)', 'npx', ['tsc', '--noEmit', '-p', 'tests/tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  // Two workers on two cores: Jest's default there is one, and its files then ran one after another.
  ['unit tests', 'npx', ['jest', '--ci', '--maxWorkers=2', '--json', '--outputFile=reports/jest.json']],
];
const steps: Step[] = [
  // The site built once more per delivery service (out-variants/; the first also counts with Plausible).
  // The type-check above covers the builds' own (SKIP_BUILD_TYPECHECK; next.config.mjs is plain JavaScript).
  [
    'variant exports (Web3Forms + analytics, Formspree, Basin, webhook)',
    tsx[0],
    [...tsx.slice(1), 'scripts/test/build-variant.ts'],
    { SKIP_BUILD_TYPECHECK: '1' },
  ],
  ['static export', 'npm', ['run', 'build'], { ...testBuildEnv, SKIP_BUILD_TYPECHECK: '1' }],
  ['end-to-end tests', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json', PW_JSON: '1' }],
];

async function main(): Promise<void> {
  mkdirSync('reports', { recursive: true });
  // The owner's data files are checked and turned into the typed modules the type-check reads;
  // the tests' own copy (tests/fixtures/content) into the modules the unit tests and the test
  // exports read, so an edit in content/ never changes what a test expects (docs/decisions/014).
  if (!run('content', tsx[0], [...tsx.slice(1), 'scripts/content/build.ts'])) finish(false);
  if (!run('fixture content', 'npm', ['run', '--silent', 'content:fixture'])) finish(false);
  if (checksSideBySide()) {
    if (!(await runTogether(checks))) finish(false);
  } else {
    // Two at a time: the type-checks beside the lint and format check (each on one core), then the unit tests.
    console.log(`\n${availableParallelism()} cores: the checks run two at a time, then the unit tests`);
    const [typecheck, typecheckTests, lint, format, unit] = checks;
    if (!(await runTogether([typecheck, lint]))) finish(false);
    if (!(await runTogether([typecheckTests, format]))) finish(false);
    if (!run(unit[0], unit[1], unit[2])) finish(false);
  }
  for (const [label, command, args, env] of steps) {
    if (!run(label, command, args, env)) finish(false);
  }
  finish(true);
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
