import { readFileSync } from 'node:fs';

// README's "The lead path, in reading order" is a promise to the next engineer: from the click to
// the message in at most eight files and 800 lines. The table names each file with its length;
// this keeps the table true and the promise kept as the code changes.
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('### The lead path, in reading order'), readme.indexOf('## Where things live'));
const rows = [...section.matchAll(/^\| \d+ +\| `([^`]+)` +\| (\d+) +\|/gm)].map(([, file, lines]) => ({ file, lines: Number(lines) }));
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

describe('the lead path, in reading order', () => {
  it('lists at most eight files, each with its real length', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(8);
    expect(rows.map(({ file }) => [file, linesOf(file)])).toEqual(rows.map(({ file, lines }) => [file, lines]));
  });

  it('reads in at most 800 lines, and says how many', () => {
    const total = rows.reduce((sum, row) => sum + row.lines, 0);
    expect(total).toBeLessThanOrEqual(800);
    expect(section).toContain(
      `in ${['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][rows.length]} files (${total} lines)`,
    );
  });
});
