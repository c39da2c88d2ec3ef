/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The host settings as each host's own tooling reads them (scripts/host/check-host-config.ts):
// the repository's files pass, and a copy with planted faults is refused, one line per fault.
function hostCheck(root: string): { status: number | null; lines: string[] } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/host/check-host-config.ts', root], { encoding: 'utf8' });
  return { status: result.status, lines: `${result.stdout}${result.stderr}`.split('\n').filter(Boolean) };
}

function copyWith(changes: Record<string, (text: string) => string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'host-config-'));
  for (const file of ['package.json', '.nvmrc', 'netlify.toml', 'wrangler.toml', '.github'])
    cpSync(file, path.join(root, file), { recursive: true });
  for (const [file, change] of Object.entries(changes))
    writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')));
  return root;
}

const copies: string[] = [];
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

test('netlify.toml, wrangler.toml and the workflows read as their hosts read them', () => {
  const { status, lines } = hostCheck('.');
  expect(lines).toEqual(['host:check: netlify.toml, wrangler.toml and the GitHub workflows read as their hosts read them, and agree']);
  expect(status).toBe(0);
});

test('planted faults, one line each', () => {
  const root = copyWith({
    'netlify.toml': (text) => text.replace('publish = "out"', 'publish = "dist"'),
    'wrangler.toml': (text) => text.replace('name = "garage-door-site"', 'name = "Garage Door Site"'),
    '.github/workflows/pages.yml': (text) => text.replace('path: out', 'path: dist'),
    '.github/workflows/tests.yml': (text) => text.replace(/ {6}- name: Check the data files\n {8}run: npm run content\n/, ''),
  });
  copies.push(root);
  const { status, lines } = hostCheck(root);
  expect(lines).toEqual([
    `netlify.toml: publish is ${path.join(root, 'dist')}, not out`,
    expect.stringMatching(
      /^wrangler\.toml: Expected "name" to be of type string, alphanumeric and lowercase with dashes only but got "Garage Door Site"/,
    ),
    '.github/workflows/pages.yml: jobs.build "actions/upload-pages-artifact@v3": uploads dist, not out',
    '.github/workflows/tests.yml: jobs.test "Every test": runs before the data files are checked (a step running npm run content)',
  ]);
  expect(status).toBe(1);
});

test('what only the hosts’ own readers catch: a malformed setting, a workflow the schema refuses', () => {
  const root = copyWith({
    'netlify.toml': (text) => text.replace('command = "npm run build"', 'command = ["npm", "run", "build"]'),
    'wrangler.toml': (text) => text.replace('compatibility_date = "2026-11-01"', 'compatibility_date = "2026-13-45"'),
    '.github/workflows/tests.yml': (text) => text.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'),
  });
  copies.push(root);
  const { status, lines } = hostCheck(root);
  expect(lines).toEqual([
    expect.stringMatching(/^netlify\.toml: .*build\.command must be a string/),
    expect.stringMatching(/^wrangler\.toml: "compatibility_date" field should be a valid ISO-8601 date/),
    expect.stringMatching(/^\.github\/workflows\/tests\.yml: /),
  ]);
  expect(status).toBe(1);
});
