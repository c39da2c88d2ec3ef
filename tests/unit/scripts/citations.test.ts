import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The product's rulings, spec sections and issues are not part of the repository: code and tests
// that rely on one say which record under docs/ holds it, in their own words, on the same line.
const folders = ['app', 'components', 'lib', 'scripts', 'tests', 'content'];
const citation = /\brulings?\s*#?\d+|\bspec\b[^.\n]*\bsections?\s+\d|§\s*\d|\bissues?\s*#\d+|\bissue\s+\d+/i;
// Standards cite their own sections (RFC 5545 §3.1), and generated or snapshot files are not ours.
const exempt = /\bRFC\s*\d+|(^|\/)(generated|next-export|node_modules)\//;

function sourceFiles(folder: string): string[] {
  return (
    readdirSync(folder, { recursive: true })
      .map((file) => path.join(folder, String(file)).split(path.sep).join('/'))
      // This file holds the rule's own examples.
      .filter((file) => /\.(tsx?|mjs|js|json|md)$/.test(file) && !exempt.test(file) && file !== 'tests/unit/scripts/citations.test.ts')
  );
}

test('no line cites a ruling, a spec section or an issue without naming the docs/ record that holds it', () => {
  const found = folders.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
      .filter(({ line }) => citation.test(line) && !exempt.test(line) && !line.includes('docs/'))
      .map(({ at, line }) => `${at}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});

test('the rule finds what it is for', () => {
  for (const line of ['// Ruling 30: every statement', "describe('match the spec (sections 3 and 5)'", '// see issue #34', 'per issue 12'])
    expect(citation.test(line)).toBe(true);
  expect(citation.test('// RFC 5545 §3.1 folds long lines')).toBe(true);
  expect(exempt.test('// RFC 5545 §3.1 folds long lines')).toBe(true);
});
