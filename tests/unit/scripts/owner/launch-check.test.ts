/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collections } from '@/lib/content/collections';
import { type ContentFile, loadCollections } from '@/scripts/content/load';
import { testBuildEnv } from '@/tests/helpers/test-env';
import { artworkProblems, businessProblems, markedPlaceholders, sampleProblems } from '@/scripts/owner/launch-rules';

function launchCheck(args: string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/owner/launch-check.ts', ...args],
      { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test' as const }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** A copy of the project's content, app/ and public/ folder names, for the check to read and a test to edit. */
function contentCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'launch-'));
  // The tests' own copy of the shipped data files, not whatever the owner has changed.
  cpSync(testBuildEnv.CONTENT_DIR, path.join(root, 'content'), { recursive: true });
  symlinkSync(path.resolve('app'), path.join(root, 'app'));
  symlinkSync(path.resolve('public'), path.join(root, 'public'));
  return root;
}

function editJson(root: string, file: string, edit: (data: Record<string, unknown>) => void): void {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

/** What an owner does before launch: real details, every example replaced, every drawing a photo. */
function makeReal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(makeReal);
  if (value && typeof value === 'object') {
    const record = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, makeReal(item)]));
    if (record.sample === true) record.sample = false;
    if (record.placeholder === true) record.placeholder = false;
    if (record.source === 'artwork') record.source = 'photo';
    if (record.reviewed === false) record.reviewed = true;
    return record;
  }
  return value;
}

const realBusiness = {
  placeholder: false,
  name: 'Gulf Coast Garage Doors',
  legalName: 'Gulf Coast Garage Doors LLC',
  phone: '(941) 484-2210',
  email: 'office@gulfcoastgaragedoors.com',
  siteUrl: 'https://www.gulfcoastgaragedoors.com',
  licence: { number: 'CGC1527771', sample: false },
  googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
  reviewProfiles: [
    { network: 'Yelp', url: 'https://www.yelp.com/biz/gulf-coast', writeUrl: 'https://www.yelp.com/writeareview/biz/gulf-coast' },
  ],
};

jest.setTimeout(70_000);

describe('npm run launch:check', () => {
  it('exits 1 on the shipped placeholders and names each kind, file by file', async () => {
    const root = contentCopy();
    const { code, output } = await launchCheck([root]).finally(() => rmSync(root, { recursive: true, force: true }));
    expect(code).toBe(1);
    for (const expected of [
      'content/business.json: placeholder is still ticked',
      'content/business.json: name is the placeholder "Example Garage Door Co."',
      'content/business.json: phone is a fictional 555-01xx number ((941) 555-0147)',
      'content/business.json: email is an example.com address (office@example.com)',
      'site address is the default https://www.example.com',
      'content/business.json: licence is an example the site shipped with ("CGC0000000")',
      'content/business.json: googlePlaceId is a placeholder (PLACEHOLDER_PLACE_ID)',
      'content/business.json: rating is an example the site shipped with (4.9 from 150)',
      'content/business.json: social[0] is an example',
      'content/business.json: promoVideo is an example',
      'content/gallery.json: projects[1].beforeImage is placeholder artwork (/images/gallery/spring-repair-before.svg)',
      'content/projects.json: carouselProjects[0].before is placeholder artwork (/images/home/venice-before.svg)',
      'content/brands.json: brands[0] is placeholder artwork (/images/brands/liftmaster.svg)',
      'content/pricing.json: placeholder is still ticked',
      // Every promise the pages make is the owner's to confirm, with what it says.
      'content/business.json: claims is an example the site shipped with ("Licensed & insured", "5-star rated", "Same-day service"',
      'content/business.json: hours is an example the site shipped with (Every day, 6:00 AM – 10:00 PM); confirm it is true for your business or change it',
      'content/business.json: emergency is an example the site shipped with (24/7, 365 days a year); confirm it',
      'content/business.json: warranty is an example the site shipped with (1-year labor and parts warranty); confirm it',
      'content/business.json: offer is an example the site shipped with (20% off: New customers only',
      'content/business.json: payment is an example the site shipped with (Cash, Check, Credit cards); confirm it',
      'content/business.json: address is an example the site shipped with (Sarasota, FL 34236); confirm it',
      // A Spanish file is listed until a Spanish speaker has read it.
      'content/home.es.json: not yet read by a Spanish speaker; its pages stay out of search',
      'content/cities/bradenton.es.json: not yet read by a Spanish speaker',
      // A brand's tile becomes its logo, not a photo of a job.
      "content/brands.json: brands[0] is placeholder artwork (/images/brands/liftmaster.svg); replace it with LiftMaster's own logo",
    ]) {
      expect(output).toContain(expected);
    }
    // Only what the record can do without is offered for deleting: the rating and the video must stay.
    expect(output).toMatch(/rating is an example [^\n]*; confirm it is true for your business or change it/);
    expect(output).toMatch(/promoVideo is an example [^\n]*; confirm it is true/);
    expect(output).toMatch(/social\[0\] is an example [^\n]*; replace it with your own, or delete it/);
    expect(output).not.toMatch(/(rating|promoVideo|copy\.review|claims) is an example [^\n]*or delete it/);
    // Every shipped review is listed, wherever it is shown.
    const { loaded } = loadCollections('.', collections, { contentDir: testBuildEnv.CONTENT_DIR });
    for (const { file, data } of Object.values(loaded).flatMap((entry): ContentFile[] => entry.files)) {
      for (const author of JSON.stringify(data).match(/"author":"[^"]+"/g) ?? []) {
        expect(output).toContain(`${file.replace(testBuildEnv.CONTENT_DIR, 'content')}: `);
        expect(output).toContain(`(${author.slice(10, -1)})`);
      }
    }
  });

  it('exits 0 once every detail is real, every example replaced and every picture a photo', async () => {
    const root = contentCopy();
    try {
      for (const file of readdirSync(path.join(root, 'content'), { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.json'))) {
        editJson(root, path.join('content', file), (data) => Object.assign(data, makeReal(data)));
      }
      editJson(root, 'content/business.json', (data) => {
        Object.assign(data, realBusiness);
        data.social = (data.social as { network: string }[]).map((profile) => ({
          ...profile,
          url: `https://www.${profile.network.toLowerCase()}.com/gulfcoastgaragedoors`,
          handle: 'gulfcoastgaragedoors',
        }));
      });
      const { code, output } = await launchCheck([root]);
      expect(output).toContain('no placeholders left');
      expect(code).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('names a bad edit in one line, with the file and the field, before anything else', async () => {
    const root = contentCopy();
    try {
      editJson(root, 'content/business.json', (data) => {
        data.phone = '941-726-441';
      });
      const { code, output } = await launchCheck([root]);
      expect(code).toBe(1);
      expect(output).toContain(
        'content/business.json: phone: expected a US phone number with its area code, for example 239-555-0100, got "941-726-441"',
      );
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('launch check rules', () => {
  it('passes a real business record and flags each placeholder on its own', () => {
    const file = 'content/business.json';
    expect(businessProblems(file, realBusiness)).toEqual([]);
    expect(businessProblems(file, { ...realBusiness, siteUrl: 'https://www.example.com' })).toEqual([
      expect.stringContaining('site address is the default'),
    ]);
    expect(businessProblems(file, { ...realBusiness, phone: '941-555-0123' })).toEqual([
      `${file}: phone is a fictional 555-01xx number (941-555-0123)`,
    ]);
  });

  it('lists examples, drawings and records still marked placeholder, and nothing confirmed', () => {
    const data = {
      placeholder: true,
      reviews: [
        { author: 'Ann B.', sample: true },
        { author: 'Real C.', sample: false },
      ],
      pictures: [
        { src: '/images/home/drawn.svg', source: 'artwork' },
        { src: '/images/photos/real.jpg', source: 'photo' },
      ],
    };
    const file = { file: 'content/x.json', slug: 'x', data };
    expect(sampleProblems(file)).toEqual([
      expect.stringContaining('content/x.json: reviews[0] is an example the site shipped with (Ann B.)'),
    ]);
    expect(artworkProblems(file)).toEqual([
      expect.stringContaining('content/x.json: pictures[0] is placeholder artwork (/images/home/drawn.svg)'),
    ]);
    expect(markedPlaceholders(file)).toHaveLength(1);
    expect(markedPlaceholders({ ...file, data: { placeholder: false } })).toEqual([]);
  });
});
