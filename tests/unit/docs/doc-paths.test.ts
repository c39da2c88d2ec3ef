import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The docs cannot name a file that is gone: every repository path named in README.md, OWNER.md or
// a file under docs/ (in a `code span` or a relative link) must be in the tree. A record that names
// a file which no longer exists says so on the same line ("(gone)", "was", "used to be", "since
// replaced"), so it is not read as current. Folders the build writes (out/, deploy/, the generated
// modules...) are named freely.

const topFolders = ['app', 'components', 'lib', 'content', 'scripts', 'tests', 'docs', 'public', '.github', '.ci'];
/** The files at the top of the repository a doc may name by their bare name. */
const rootFiles = new Set(readdirSync('.').filter((name) => /\.(?:json|mjs|ts|toml|md|yml)$|^\.nvmrc$/.test(name)));
// Written by the build or the editor, not tracked: named freely.
const built = [
  'public/images/photos/',
  'out/',
  'out-variants/',
  'deploy/',
  'reports/',
  '.scale/',
  '.next/',
  'lib/content/generated/',
  'public/images/_generated/',
  'public/service-area-zips.json',
  'tests/fixtures/.generated/',
];
const historical =
  /\((?:gone|removed|deleted)\b|\b(?:was|were|used to|no longer|formerly|since (?:replaced|removed|moved)|replaced by|renamed|moved to|became)\b/i;

// In the tree means tracked by git: a file that exists only because this checkout built it (a
// clean clone has none) would make the test pass here and fail on CI.
const tracked = new Set(execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean));
const isTracked = (file: string) => {
  const clean = file.replace(/\/$/, '');
  return tracked.has(clean) || [...tracked].some((entry) => entry.startsWith(`${clean}/`));
};

/** The repository paths a Markdown text names, with the line each is on. */
export function namedPaths(text: string, from: string): { file: string; line: number; text: string }[] {
  const found: { file: string; line: number; text: string }[] = [];
  text.split('\n').forEach((line, index) => {
    const spans = [...line.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
    const links = [...line.matchAll(/\]\(((?!https?:|mailto:|#)[^)\s]+)\)/g)].map((match) =>
      path.normalize(path.join(path.dirname(from), match[1].split('#')[0])),
    );
    for (const candidate of [...spans, ...links]) {
      const file = candidate.replace(/^\.\//, '').replace(/[.,;:]$/, '');
      if (/[<>*{}$]|\.\.\.|^-|\s/.test(file)) continue;
      const inFolder = topFolders.some((folder) => file.startsWith(`${folder}/`)) && /\/|\.[a-z]{2,5}$/.test(file);
      // A bare name is a root file only where it looks like one; others are named in their folder's context.
      const topFile = !file.includes('/') && (rootFiles.has(file) || /^[\w-]+\.config\.\w+$|^\.\w+rc$/.test(file));
      if (!inFolder && !topFile) continue;
      if (built.some((prefix) => file.startsWith(prefix))) continue;
      found.push({ file, line: index + 1, text: line });
    }
  });
  return found;
}

/** Named paths that are not in the tree and are not marked as history. */
export function deadPaths(text: string, from: string, exists: (file: string) => boolean): string[] {
  return namedPaths(text, from)
    .filter(({ file, text: line }) => !exists(file) && !historical.test(line))
    .map(({ file, line }) => `${from}:${line}: ${file}`);
}

const docs = ['README.md', 'OWNER.md', ...readdirSync('docs', { recursive: true }).map((file) => path.join('docs', String(file)))].filter(
  (file) => file.endsWith('.md'),
);

test('no path named in README.md, OWNER.md or docs/ is missing from the tree', () => {
  expect(docs.flatMap((file) => deadPaths(readFileSync(file, 'utf8'), file, isTracked))).toEqual([]);
});

test('the rule finds a planted dead path, and lets a record name a file it says is gone', () => {
  const planted = 'The lead path starts in `components/forms/lead-form.tsx` and `lib/leads/endpoint.ts`.';
  expect(deadPaths(planted, 'docs/x.md', isTracked)).toEqual(['docs/x.md:1: lib/leads/endpoint.ts']);
  expect(deadPaths('Links [the form](../../components/forms/nope.tsx).', 'docs/decisions/x.md', isTracked)).toEqual([
    'docs/decisions/x.md:1: components/forms/nope.tsx',
  ]);
  expect(deadPaths('The address was built in `lib/leads/endpoint.ts` (gone; see send.ts).', 'docs/x.md', isTracked)).toEqual([]);
  expect(deadPaths('Built into `out/` and `lib/content/generated/cities.ts`.', 'docs/x.md', isTracked)).toEqual([]);
});

/** The code comments of a source file, each with the line it starts on. */
function commentsOf(source: string, jsx: boolean): { text: string; line: number }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, source);
  const found: { text: string; line: number }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia)
      found.push({ text: scanner.getTokenText(), line: source.slice(0, scanner.getTokenStart()).split('\n').length });
  return found;
}

/** A path a comment names, as it may write it: with or without its extension, a decision by its number. */
const namedInTree = (name: string) =>
  ['', '.ts', '.tsx', '.json', '.md', '/index.ts'].some((ext) => isTracked(name + ext)) ||
  (/^docs\/decisions\/\d{3}$/.test(name) && [...tracked].some((file) => file.startsWith(`${name}-`)));

/** A path as a sentence ends it: without a closing stop, comma or colon, or a bracket it did not open. */
function trimmed(run: string): string {
  let name = run.replace(/[.,:;]+$/, '');
  while (name.endsWith(')') && name.split('(').length < name.split(')').length) name = name.slice(0, -1).replace(/[.,:;]+$/, '');
  return name.replace(/\/$/, '') || run;
}

/** Repository paths named in a file's code comments that are not in the tree and not marked as history. */
export function deadCommentPaths(source: string, from: string, exists: (name: string) => boolean): string[] {
  return commentsOf(source, from.endsWith('x')).flatMap(({ text, line }) =>
    text.split('\n').flatMap((commentLine, offset) =>
      [...commentLine.matchAll(/(?<![\w./@-])(?:app|components|lib|content|scripts|tests|docs|public)\/[\w./[\]()<>*{}$-]*/g)]
        .map(([run]) => trimmed(run))
        .filter(
          (name) =>
            !/[<>*{}$]/.test(name) &&
            !built.some((prefix) => `${name}/`.startsWith(prefix)) &&
            !exists(name) &&
            !historical.test(commentLine),
        )
        .map((name) => `${from}:${line + offset}: ${name}`),
    ),
  );
}

const codeFiles = ['app', 'components', 'lib', 'scripts', 'tests'].flatMap((folder) =>
  readdirSync(folder, { recursive: true })
    .map((file) => path.join(folder, String(file)))
    .filter((file) => /\.(tsx?|mjs)$/.test(file) && !/(^|\/)(generated|\.generated|next-export|blank-app)\//.test(file)),
);

test('no path named in a code comment is missing from the tree', () => {
  expect(codeFiles.flatMap((file) => deadCommentPaths(readFileSync(file, 'utf8'), file, namedInTree))).toEqual([]);
});

test('the comment rule finds a planted dead path, with or without its extension, and only in comments', () => {
  const planted = [
    '// The policy (content/old-policy.ts) lists every key.',
    '/** Built by lib/contact-links and shown by components/forms/lead-form.tsx (docs/decisions/031). */',
    "const where = 'lib/not-a-comment.ts';",
    '// The address was built in lib/leads/endpoint.ts (gone; see send.ts).',
  ].join('\n');
  expect(deadCommentPaths(planted, 'lib/x.ts', namedInTree)).toEqual([
    'lib/x.ts:1: content/old-policy.ts',
    'lib/x.ts:2: lib/contact-links',
  ]);
});

test('every docs/ record the code names is there', () => {
  const sources = ['app', 'components', 'lib', 'scripts', 'tests', 'content'].flatMap((folder) =>
    readdirSync(folder, { recursive: true })
      .map((file) => path.join(folder, String(file)))
      // This file's own examples name made-up records.
      .filter(
        (file) =>
          /\.(tsx?|mjs)$/.test(file) && !/(^|\/)(generated|\.generated|next-export)\//.test(file) && !file.endsWith('doc-paths.test.ts'),
      ),
  );
  const named = sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/docs\/[\w./-]+\.md/g)].map((match) => ({ file, record: match[0] })),
  );
  expect(named.length).toBeGreaterThan(20);
  expect(named.filter(({ record }) => !existsSync(record)).map(({ file, record }) => `${file}: ${record}`)).toEqual([]);
});
