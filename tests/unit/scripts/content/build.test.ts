/**
 * @jest-environment node
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits a different spot of a parsed JSON file */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { collections } from '@/lib/content/collections';
import { spanishFileOf } from '@/scripts/content/load';
import { formatProblem } from '@/scripts/content/problems';
import { translationSchema } from '@/scripts/content/translation';
import { buildContent } from '@/scripts/content/build';
import { generatedValue } from '@/tests/helpers/content-copy';
import { testBuildEnv } from '@/tests/helpers/test-env';

/** A throwaway copy of the content, with the site's app/ and public/ folders beside it. */
function contentCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(testBuildEnv.CONTENT_DIR, path.join(root, 'content'), { recursive: true });
  symlinkSync(path.resolve('app'), path.join(root, 'app'));
  symlinkSync(path.resolve('public'), path.join(root, 'public'));
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  return root;
}

function editJson(root: string, file: string, edit: (data: Record<string, any>) => void): void {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  edit(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

let root: string;
beforeEach(() => {
  root = contentCopy();
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const problemsOf = (env: Record<string, string> = {}) => buildContent(root, { env, write: false }).map(formatProblem);

describe('a bad edit is named in one line: the file, the field and what was expected', () => {
  it('accepts the shipped content', () => {
    expect(problemsOf()).toEqual([]);
  });

  it.each([
    [
      'a missing required field',
      'content/business.json',
      (d: any) => delete d.email,
      'content/business.json: email: is missing (required)',
    ],
    [
      'a phone that is not a US number',
      'content/business.json',
      (d: any) => (d.phone = '+44 20 7946 0958'),
      'content/business.json: phone: expected a US phone number with its area code, for example 239-555-0100, got "+44 20 7946 0958"',
    ],
    [
      'a ZIP that is not five digits',
      'content/cities/venice.json',
      (d: any) => (d.zipCodes[1] = '3428'),
      'content/cities/venice.json: zipCodes[1]: expected a five-digit ZIP code, for example 34236 (got "3428")',
    ],
    [
      'a rating outside 1-5',
      'content/business.json',
      (d: any) => (d.rating.value = 7),
      'content/business.json: rating.value: expected a rating from 1 to 5 (got 7)',
    ],
    [
      'a review rated 0 stars',
      'content/reviews.json',
      (d: any) => (d.reviews[2].rating = 0),
      'content/reviews.json: reviews[2].rating: expected a rating from 1 to 5 (got 0)',
    ],
    [
      'a slug that is not the file name',
      'content/cities/venice.json',
      (d: any) => (d.slug = 'sarasota'),
      'content/cities/venice.json: slug: expected "venice", the file\'s name (got "sarasota")',
    ],
    [
      'a picture that does not exist',
      'content/projects.json',
      (d: any) => (d.recentProjects[0].image.src = '/images/photos/missing.jpg'),
      'content/projects.json: recentProjects[0].image.src: the picture /images/photos/missing.jpg is not in public/images/photos/ (upload it, or fix the name)',
    ],
    [
      'an unknown {token} in a text',
      'content/faq.json',
      (d: any) => (d.entries[0].answer = 'Call {phon} today.'),
      'content/faq.json: entries[0].answer: {phon} is not a word the site can fill in',
    ],
  ])('%s', (_what, file, edit, expected) => {
    editJson(root, file, edit);
    const problems = problemsOf();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('two cities claiming one route (in a folder git does not know, both are named)', () => {
    editJson(root, 'content/cities/venice.json', (d) => (d.pages.long.routes[0].slug = 'garage-door-sarasota'));
    expect(problemsOf()).toEqual([
      'content/cities/venice.json: pages.long.routes[0].slug: "garage-door-sarasota" is already used by content/cities/sarasota.json; give the page its own address in one of the two (in the copy, if one was copied from the other)',
    ]);
  });

  it("a city route that takes one of the site's own pages", () => {
    editJson(root, 'content/cities/venice.json', (d) => (d.pages.long.routes[0].slug = 'faq'));
    expect(problemsOf()).toEqual(['content/cities/venice.json: pages.long.routes[0].slug: "faq" is already the site\'s own /faq page']);
  });

  it('an article without a title or a date', () => {
    const file = path.join(root, 'content/articles/hurricane-prep-garage-door.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace(/^title: .*\n/m, '')
        .replace(/^date: .*\n/m, ''),
    );
    expect(problemsOf()).toEqual([
      'content/articles/hurricane-prep-garage-door.md: title: is missing (required)',
      'content/articles/hurricane-prep-garage-door.md: date: is missing (required)',
    ]);
  });

  it('a file that is not valid JSON', () => {
    writeFileSync(path.join(root, 'content/faq.json'), '{\n  "entries": [\n    { "question": "Why?" "answer": "Because." }\n  ]\n}\n');
    // Where the editor's cursor should go, not the byte position JSON.parse counts.
    expect(problemsOf()).toEqual([
      expect.stringMatching(
        /^content\/faq\.json: cannot be read at line 3, column \d+ \(.+\); check for a missing comma, quote or bracket there$/,
      ),
    ]);
  });

  /** content/business.json as an editor shows it, one field a line, with `edit` made to its lines (numbered from 1). */
  function editLines(edit: (lines: string[]) => void): string[] {
    const file = path.join(root, 'content/business.json');
    const lines = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2).split('\n');
    edit(lines);
    writeFileSync(file, lines.join('\n'));
    return lines;
  }

  it('a comma missing at the end of a line: named at that line, where it goes, not at the next', () => {
    const lines = editLines((l) => (l[5] = l[5].replace(/,$/, '')));
    expect(lines[5]).toMatch(/^ {2}"\w+": [^,]*$/);
    expect(problemsOf()).toEqual([
      "content/business.json: cannot be read: a comma is missing at the end of line 6 (Expected ',' or '}' after property value); add it there",
    ]);
  });

  it('a comma too many before a closing bracket: named at its own line', () => {
    let line = 0;
    editLines((l) => {
      // The last item of the first list: its line gets a comma, the next line closes the list.
      line = l.findIndex((text, index) => index > 0 && /^ {2}\]/.test(text));
      l[line - 1] = `${l[line - 1]},`;
    });
    expect(problemsOf()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/business\\.json: cannot be read: the comma at the end of line ${line} is one too many before the closing bracket \\(.+\\); delete it$`,
        ),
      ),
    ]);
  });

  it('a missing data file', () => {
    unlinkSync(path.join(root, 'content/pricing.json'));
    expect(problemsOf()).toEqual(['content/pricing.json: is missing']);
  });

  it.each([
    [
      'a delivery service spelt another way',
      { NEXT_PUBLIC_LEAD_PROVIDER: 'Web3Forms' },
      'build settings: NEXT_PUBLIC_LEAD_PROVIDER: write "web3forms" in lower case (got "Web3Forms")',
    ],
    [
      'a delivery service without its key',
      { NEXT_PUBLIC_LEAD_PROVIDER: 'web3forms' },
      'build settings: NEXT_PUBLIC_LEAD_ACCESS_KEY: is empty, but web3forms needs it',
    ],
    [
      'an unknown delivery service',
      { NEXT_PUBLIC_LEAD_PROVIDER: 'mailchimp' },
      'build settings: NEXT_PUBLIC_LEAD_PROVIDER: expected one of formsubmit, web3forms',
    ],
  ])('%s', (_what, env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });
});

describe('npm run content (the first step of npm run build)', () => {
  it('exits 1 with one line per problem and no stack trace, so the Next build never starts', async () => {
    editJson(root, 'content/business.json', (d) => (d.phone = '941-726-441'));
    editJson(root, 'content/cities/venice.json', (d) => (d.zipCodes[1] = '342850'));
    const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'test' as const, TSX_TSCONFIG_PATH: path.resolve('tsconfig.json') };
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', path.resolve('scripts/content/build.ts')],
        { cwd: root, env, timeout: 30_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      ),
    );
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      'The site was not built: 2 things need fixing in the content or build settings.',
      '  content/business.json: phone: expected a US phone number with its area code, for example 239-555-0100, got "941-726-441"',
      '  content/cities/venice.json: zipCodes[1]: expected a five-digit ZIP code, for example 34236 (got "342850")',
    ]);
  });
});

/** A Spanish file for an English record: its words, as the editor writes them (here still in English). */
function writeSpanish(file: string, edit: (words: Record<string, any>) => void = () => {}): void {
  const name = Object.keys(collections).find((key) => {
    const entry = collections[key as keyof typeof collections];
    return entry.kind === 'file' ? entry.file === file : file.startsWith(`${entry.folder}/`);
  }) as keyof typeof collections;
  const words = translationSchema(collections[name].schema) as z.ZodType;
  const data = words.parse(JSON.parse(readFileSync(path.join(root, file), 'utf8'))) as Record<string, any>;
  edit(data);
  writeFileSync(path.join(root, spanishFileOf(file)), JSON.stringify(data, null, 2));
}

describe('a Spanish file is checked like an English one, in one line each', () => {
  it('builds a Spanish version from the words beside the English record, not yet reviewed', () => {
    writeSpanish('content/services/cable-repair.json', (d) => {
      d.slug = 'reparacion-de-cables';
      d.h1 = 'Reparación de cables de puertas de garaje';
    });
    const out = mkdtempSync(path.join(tmpdir(), 'generated-'));
    try {
      expect(buildContent(root, { env: {}, out }).map(formatProblem)).toEqual([]);
      const generated = readFileSync(path.join(out, 'services.ts'), 'utf8');
      const spanish = generatedValue(generated, 'es');
      const cables = spanish.find((entry: { key: string }) => entry.key === 'cable-repair');
      expect(cables).toMatchObject({ key: 'cable-repair', slug: 'reparacion-de-cables', reviewed: false });
      expect(cables.h1).toBe('Reparación de cables de puertas de garaje');
      // Facts stay the English record's: the menu place is not in the Spanish file.
      expect(cables.menuPosition).toBe(
        JSON.parse(readFileSync(path.join(root, 'content/services/cable-repair.json'), 'utf8')).menuPosition,
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("shows a town's permit office by its English name unless the Spanish file words it", () => {
    editJson(root, 'content/cities/tampa.es.json', (d) => (d.permits.office = 'City of Tampa (fuera de la ciudad, el condado)'));
    const out = mkdtempSync(path.join(tmpdir(), 'generated-'));
    try {
      expect(buildContent(root, { env: {}, out }).map(formatProblem)).toEqual([]);
      const spanish = generatedValue(readFileSync(path.join(out, 'cities.ts'), 'utf8'), 'es');
      const office = (key: string) => spanish.find((entry: { key: string }) => entry.key === key).permits.office;
      expect(office('tampa')).toBe('City of Tampa (fuera de la ciudad, el condado)');
      // Venice's Spanish file leaves the name out: one name to change, in the English file.
      expect(JSON.parse(readFileSync(path.join(root, 'content/cities/venice.es.json'), 'utf8')).permits.office).toBeUndefined();
      expect(office('venice')).toBe(JSON.parse(readFileSync(path.join(root, 'content/cities/venice.json'), 'utf8')).permits.office);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("keeps the emergency page's Spanish address, a field its English file does not have", () => {
    writeSpanish('content/emergency-service.json', (d) => (d.slug = 'direccion-de-prueba'));
    const out = mkdtempSync(path.join(tmpdir(), 'generated-'));
    try {
      expect(buildContent(root, { env: {}, out }).map(formatProblem)).toEqual([]);
      const generated = readFileSync(path.join(out, 'emergency-service.ts'), 'utf8');
      const spanish = JSON.parse(generated.slice(generated.indexOf('{', generated.indexOf('| null = ')), generated.lastIndexOf(';')));
      expect(spanish.slug).toBe('direccion-de-prueba');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it.each([
    [
      'a Spanish file without its English record',
      () => writeFileSync(path.join(root, 'content/cities/naples.es.json'), '{}'),
      'content/cities/naples.es.json: is a Spanish file without its English record content/cities/naples.json',
    ],
    [
      'a Spanish address already taken',
      () => {
        writeSpanish('content/services/cable-repair.json', (d) => (d.slug = 'reparacion'));
        writeSpanish('content/services/track-roller-repair.json', (d) => (d.slug = 'reparacion'));
      },
      'content/services/track-roller-repair.es.json: slug: "reparacion" is already the Spanish address of content/services/cable-repair.es.json',
    ],
    [
      'a Spanish address that is not an address after /es/',
      () => writeSpanish('content/services/cable-repair.json', (d) => (d.slug = '/es/cables')),
      'content/services/cable-repair.es.json: slug: expected lower-case letters, digits and dashes only',
    ],
    [
      'a required Spanish field left empty',
      () => writeSpanish('content/services/cable-repair.json', (d) => (d.h1 = '')),
      'content/services/cable-repair.es.json: h1: expected some text (it is empty)',
    ],
    [
      'a token unknown in Spanish text',
      () => writeSpanish('content/services/cable-repair.json', (d) => (d.copy.lead = 'Llame al {telefono}.')),
      'content/services/cable-repair.es.json: copy.lead: {telefono} is not a word the site can fill in',
    ],
    [
      'a list translated item by item with another length',
      () => writeSpanish('content/pricing.json', (d) => d.services.pop()),
      'content/pricing.es.json: services: has 8 items in Spanish and 9 in English',
    ],
    [
      'a language other than English and Spanish',
      () => writeFileSync(path.join(root, 'content/services/cable-repair.fr.json'), '{}'),
      'content/services/cable-repair.fr.json: is in a language the site does not have ("fr")',
    ],
  ])('%s', (_what, plant, expected) => {
    plant();
    const problems = problemsOf();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });
});
