import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// README's "The lead path, from the click to the message" is a promise to the next engineer: every
// file on the way from the form to the message the visitor reads, in reading order, and below it
// every other file the form loads, named as outside the path. This keeps both true: the test
// follows every import from the form, in any folder, and fails on a file it loads that neither
// list names, or on a file the path lists that the form does not load.
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(
  readme.indexOf('### The lead path, from the click to the message'),
  readme.indexOf('### A page, from its record'),
);
const outsideAt = section.indexOf('Outside the path');
const onPath = [...section.slice(0, outsideAt).matchAll(/^\d+\. `([^`]+)`/gm)].map(([, file]) => file);
const outside = section.slice(outsideAt);
const form = 'components/forms/lead-form.tsx';

/** What an import names, as a file of the repository; undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file) && statSync(file).isFile());
}

/** The modules a source loads when it runs: imports and re-exports (not `import type` or type-only names) and dynamic import(). */
export function loadedBy(source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typesOnly =
        clause?.isTypeOnly || (!clause?.name && names !== undefined && names.length > 0 && names.every((name) => name.isTypeOnly));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  return found;
}

/** Every file of the repository the form loads, itself included. */
function loadedFrom(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of loadedBy(readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** A file named outside the path: whole, or by its name after a path of the same folder. */
const namedOutside = (file: string) => outside.includes(`\`${file}\``) || outside.includes(`\`${path.basename(file)}\``);

describe('the lead path, from the click to the message', () => {
  const loaded = loadedFrom(form);

  it('lists files the form loads, starting with the form', () => {
    expect(onPath[0]).toBe(form);
    expect(onPath.length).toBeGreaterThan(10);
    expect(onPath.filter((file) => !loaded.has(file))).toEqual([]);
  });

  it('names every other file the form loads, in any folder, as outside the path', () => {
    expect(loaded.size).toBeGreaterThan(onPath.length + 20);
    expect([...loaded].filter((file) => !onPath.includes(file) && !namedOutside(file))).toEqual([]);
  });

  it('follows what a file loads, and not what it only names as a type (planted)', () => {
    const source = [
      "import { sendLead } from '@/lib/leads/send';",
      "import type { LeadResult } from '@/lib/leads/send-types';",
      "import { type Only } from './only-types';",
      "import { type Shape, storedKeys } from '@/lib/browser/storage';",
      "export { maxLengths } from '@/lib/forms/limits';",
      "const controller = await import('./lead-form-controller');",
    ].join('\n');
    expect(loadedBy(source)).toEqual(['@/lib/leads/send', '@/lib/browser/storage', '@/lib/forms/limits', './lead-form-controller']);
    expect(namedOutside('lib/browser/never-named.ts')).toBe(false);
    expect(namedOutside('lib/browser/storage.ts')).toBe(true);
  });
});
