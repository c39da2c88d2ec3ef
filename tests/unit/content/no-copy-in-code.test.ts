/** @jest-environment node */
// Every word a visitor reads is the owner's to change, so none is typed in app/, components/ or
// lib/: JSX text and the strings given to copy props (title, intro, aria-label, alt...) of more
// than two words must come from a record. Sentences built from a record's words are fine.
import { type CopyFinding, findCopy, readSource, sourceFiles } from '@/tests/helpers/copy-in-code';

interface Allowed {
  /** A file, or a folder and everything in it. */
  path: string;
  why: string;
}

const pending = (path: string): Allowed => ({ path: `pending: ${path}`, why: 'moved by the forms/layout session' });

/** Short on purpose: each entry says why its words stay in code. */
const allowed: readonly Allowed[] = [
  { path: 'lib/content/schemas', why: "the editor's field labels and hints: the owner reads them in /admin, no visitor does" },
  { path: 'lib/content/collections.ts', why: "the editor's names and descriptions of each record, read by the owner in /admin" },
  pending('components/forms/form-extras.tsx'),
  pending('components/service-area/city-zip-list.tsx'),
];

const pathOf = (entry: Allowed) => entry.path.replace(/^pending: /, '');
const covers = (entry: Allowed, file: string) => file === pathOf(entry) || file.startsWith(`${pathOf(entry)}/`);

const root = process.cwd();
const findings: CopyFinding[] = sourceFiles(root, ['app', 'components', 'lib'], ['lib/content/generated']).flatMap((file) =>
  findCopy(readSource(root, file), file),
);

describe('no visitor-facing sentence is typed in code', () => {
  it('app/, components/ and lib/ read every sentence from a record', () => {
    const typed = findings.filter((finding) => !allowed.some((entry) => covers(entry, finding.file)));
    expect(typed.map(({ file, line, text }) => `${file}:${line}: "${text}"`)).toEqual([]);
  });

  it('every allow-list entry says why and still covers words in code (remove it once they have moved)', () => {
    for (const entry of allowed) {
      expect(entry.why.length).toBeGreaterThan(10);
      expect({ entry: entry.path, stillNeeded: findings.some((finding) => covers(entry, finding.file)) }).toEqual({
        entry: entry.path,
        stillNeeded: true,
      });
    }
  });
});

describe('the scan', () => {
  const scan = (source: string, file = 'fixture.tsx') => findCopy(source, file).map((finding) => finding.text);

  it('finds a sentence planted as JSX text, in a copy prop, a default value or a field', () => {
    expect(scan('export const A = () => <p className="mt-2 text-lg">Call us today for a free quote</p>;')).toEqual([
      'Call us today for a free quote',
    ]);
    expect(scan('export const B = () => <button aria-label="Close this offer now" />;')).toEqual(['Close this offer now']);
    expect(scan('export const C = ({ n }: { n: number }) => <p title={`Show project ${n} of many`} />;')).toEqual([
      'Show project … of many',
    ]);
    expect(scan("export function D({ label = 'Schedule your visit now' }) { return <b>{label}</b>; }")).toEqual([
      'Schedule your visit now',
    ]);
    expect(scan("export const e = { title: 'Garage door repair in Sarasota' };", 'fixture.ts')).toEqual(['Garage door repair in Sarasota']);
    expect(scan("export const F = ({ open }: { open: boolean }) => <p>{open ? 'We are open now' : 'Closed'}</p>;")).toEqual([
      'We are open now | Closed',
    ]);
  });

  it('leaves words read from a record, short labels and markup alone', () => {
    const source = [
      "import { fill } from '@/lib/content/fill';",
      'export const G = ({ words, n }: { words: { title: string; rated: string }; n: number }) => (',
      '  <section aria-labelledby="why-us-heading" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">',
      '    <h2 id="why-us-heading">{words.title}</h2>',
      '    <p aria-label={fill(words.rated, { stars: n })}>Call Now</p>',
      '    <span data-testid="local team button">·</span>',
      '  </section>',
      ');',
    ].join('\n');
    expect(scan(source)).toEqual([]);
  });
});
