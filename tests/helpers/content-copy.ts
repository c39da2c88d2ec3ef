/* eslint-disable @typescript-eslint/no-explicit-any -- a test edits whichever spot of a parsed JSON file it needs */
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testBuildEnv } from './test-env';

/** A throwaway copy of the tests' data files (tests/fixtures/content), with the site's app/, public/ and node_modules beside it. */
export function contentCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(testBuildEnv.CONTENT_DIR, path.join(root, 'content'), { recursive: true });
  for (const folder of ['app', 'public', 'node_modules']) symlinkSync(path.resolve(folder), path.join(root, folder));
  return root;
}

export function editJson(root: string, file: string, edit: (data: Record<string, any>) => void): void {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  edit(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

/** The English record a generated module (lib/content/generated/<name>.ts) holds. */
export function generatedRecord(out: string, name: string): any {
  const text = readFileSync(path.join(out, `${name}.ts`), 'utf8');
  const json = /export const data[^=]*= (.*?);\n\n/s.exec(text)?.[1];
  if (!json) throw new Error(`No record in ${name}.ts`);
  // A folder's records are written as JSON.parse("...") (scripts/content/build.ts).
  const wrapped = /^JSON\.parse\((".*")\)$/s.exec(json)?.[1];
  return JSON.parse(wrapped ? JSON.parse(wrapped) : json);
}
