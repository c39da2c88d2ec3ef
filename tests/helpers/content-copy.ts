/* eslint-disable @typescript-eslint/no-explicit-any -- a test edits whichever spot of a parsed JSON file it needs */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildContent } from '@/scripts/content/build';
import { formatProblem } from '@/scripts/content/problems';
import { testBuildEnv } from './test-env';

/** A throwaway copy of the tests' data files (tests/fixtures/content), with the site's app/, public/ and node_modules beside it. */
export function contentCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(testBuildEnv.CONTENT_DIR, path.join(root, 'content'), { recursive: true });
  for (const folder of ['app', 'public', 'node_modules']) symlinkSync(path.resolve(folder), path.join(root, folder));
  return root;
}

/**
 * For a test file whose every test edits a copy of its own: a fresh copy before each test, deleted
 * after it. `copy.root` is the current one; `copy.problems()` what the content build says of it, a line each.
 */
export function copyForEachTest(): { root: string; problems: () => string[] } {
  const copy = { root: '', problems: () => buildContent(copy.root, { env: {}, write: false }).map(formatProblem) };
  beforeEach(() => {
    copy.root = contentCopy();
  });
  afterEach(() => {
    rmSync(copy.root, { recursive: true, force: true });
  });
  return copy;
}

export function editJson(root: string, file: string, edit: (data: Record<string, any>) => void): void {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  edit(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

/**
 * The value a generated module's `data` or `es` holds: a record as a JSON literal, a folder's records
 * as the JSON string the module parses (scripts/content/build.ts).
 */
export function generatedValue(text: string, name: 'data' | 'es'): any {
  const written = new RegExp(`export const ${name}[^=]*= (.*?);(\\n\\n|\\n?$)`, 's').exec(text)?.[1];
  if (!written) throw new Error(`No ${name} in the generated module`);
  const parsed = /^JSON\.parse\(("(?:[^"\\]|\\.)*")\)$/s.exec(written)?.[1];
  return JSON.parse(parsed ? JSON.parse(parsed) : written);
}

/** The English record a generated module (lib/content/generated/<name>.ts) holds. */
export function generatedRecord(out: string, name: string): any {
  return generatedValue(readFileSync(path.join(out, `${name}.ts`), 'utf8'), 'data');
}
