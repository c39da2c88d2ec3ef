import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// README's "The lead path, from the click to the message" is a promise to the next engineer: every
// file on the way from the form to the message the visitor reads, in reading order, with its true
// length; the files the path loads beside it are named below the table. This keeps both true: a
// file the path imports that is in neither list, or a wrong count, fails here.
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(
  readme.indexOf('### The lead path, from the click to the message'),
  readme.indexOf('### A page, from its record'),
);
const rows = [...section.matchAll(/^\| \d+ +\| `([^`]+)` +\| (\d+) +\|/gm)].map(([, file, lines]) => ({ file, lines: Number(lines) }));
const beside = section.slice(section.indexOf('Beside the path'));
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

/** The files `file` imports at run time (not `import type`), inside the lead path's folders. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)].map(
    (match) => match[1] ?? match[2],
  );
  return specs.flatMap((spec) => {
    const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.join(path.dirname(file), spec) : null;
    if (!base) return [];
    const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    return found && /^(components\/forms|lib\/leads)\//.test(found) ? [found] : [];
  });
}

/** A file named beside the path: whole, or by its name after a path of the same folder. */
const namedBeside = (file: string) => beside.includes(`\`${file}\``) || beside.includes(`\`${path.basename(file)}\``);

describe('the lead path, from the click to the message', () => {
  it('lists each file with its real length, and the total', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map(({ file }) => [file, linesOf(file)])).toEqual(rows.map(({ file, lines }) => [file, lines]));
    const total = rows.reduce((sum, row) => sum + row.lines, 0);
    expect(section).toContain(`(${rows.length} files, ${total} lines)`);
  });

  it('names every file the path loads, on it or beside it', () => {
    const listed = new Set(rows.map((row) => row.file));
    const seen = new Set<string>();
    const queue = ['components/forms/lead-form.tsx'];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...runtimeImports(file));
    }
    expect([...seen].filter((file) => !listed.has(file) && !namedBeside(file))).toEqual([]);
    for (const file of listed) expect(seen.has(file) || file === 'components/forms/lead-form.tsx').toBe(true);
  });

  it('fails on a file the path loads that neither list names', () => {
    expect(namedBeside('lib/leads/never-named.ts')).toBe(false);
    expect(namedBeside('components/forms/photo-picker.tsx')).toBe(true);
  });
});
