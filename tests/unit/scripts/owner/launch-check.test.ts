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
import {
  artworkProblems,
  businessProblems,
  markedPlaceholders,
  sampleProblems,
  spanishChannelProblems,
} from '@/scripts/owner/launch-rules';
import { launchProblems } from '@/scripts/owner/launch-check';

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

/**
 * How often the most repeated finding is printed: each line with its files, fields and the values
 * in brackets taken out, so two lines that say the same of two files count as one finding twice.
 */
function mostRepeated(output: string): number {
  const counts = new Map<string, number>();
  for (const line of output.split('\n').filter((text) => text.startsWith('  - '))) {
    const said = line
      .replace(/\([^()]*\)/g, '')
      .replace(/\S*content\/\S+/g, '')
      .replace(/^\s*-\s*[\w.[\]]+ /, '')
      .trim();
    counts.set(said, (counts.get(said) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values());
}

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
      // The licence number is one of the business's examples, listed with the others of its kind.
      'content/business.json (licence: "CGC0000000"; address:',
      'content/business.json: googlePlaceId is a placeholder (PLACEHOLDER_PLACE_ID)',
      'content/pricing.json: placeholder is still ticked',
      // A kind found more than three times is one line that lists the files and the places in them.
      'Placeholder artwork; replace each with a photo of a real job (',
      'content/gallery.json (projects[0].beforeImage; projects[0].afterImage; projects[1].beforeImage;',
      'content/projects.json (carouselProjects[0].before; carouselProjects[0].during;',
      "Placeholder brand tiles; replace each with the brand's own logo (from the brand's dealer or press kit) (5): content/brands.json (brands[0]: LiftMaster;",
      // Every promise the pages make is the owner's to confirm, with what it says.
      'Examples the site shipped with; confirm each is true for your business or change it, then untick "Example content" (',
      'rating: 4.9 from 150',
      'hours: Every day, 6:00 AM – 10:00 PM',
      'emergency: 24/7, 365 days a year',
      'warranty: 1-year labor and parts warranty',
      'offer: 20% off: New customers only',
      'payment: Cash, Check, Credit cards',
      'address: Sarasota, FL 34236',
      'claims: "Licensed & insured", "5-star rated"',
      'promoVideo: ',
      // Only what the record can do without is offered for deleting.
      'Examples the site shipped with; replace each with your own, or delete it (',
      'content/business.json (social[0]: example; social[1]: @example)',
      // Each Spanish page's line names every file it still waits for; the three every page shows have their own.
      'content/site.es.json: not yet read by a Spanish speaker; every Spanish page shows its words, so none is in search until a Spanish speaker ticks "Reviewed by a Spanish speaker" here',
      'Spanish pages not yet read by a Spanish speaker; each stays out of search until a Spanish speaker ticks "Reviewed by a Spanish speaker" in its own file and in content/site.es.json, content/business.es.json and content/pages.es.json (',
      'content/home.es.json, ',
      'content/cities/bradenton.es.json',
      // The Spanish channels, named: which one Spanish pages offer first, and the empty numbers that send it to the main line.
      'content/business.json: spanish is the example the site shipped with (answered in Spanish: WhatsApp, text messages, e-mail; calls in English): Spanish pages offer WhatsApp first; whatsappNumber and textNumber are empty, so those messages go to the main line (941) 555-0147.',
    ]) {
      expect(output).toContain(expected);
    }
    // The rating and the video must stay: never offered for deleting.
    expect(output).not.toMatch(/delete it \(\d+\): [^\n]*(rating|promoVideo|copy\.review|claims):/);
    // No finding is printed more than three times.
    expect(mostRepeated(output)).toBeLessThanOrEqual(3);
    // Every shipped review is listed, wherever it is shown.
    const { loaded } = loadCollections('.', collections, { contentDir: testBuildEnv.CONTENT_DIR });
    for (const { file, data } of Object.values(loaded).flatMap((entry): ContentFile[] => entry.files)) {
      for (const author of JSON.stringify(data).match(/"author":"[^"]+"/g) ?? []) {
        expect(output).toContain(file.replace(testBuildEnv.CONTENT_DIR, 'content'));
        expect(output).toContain(`: ${author.slice(10, -1)}`);
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
    expect(sampleProblems(file).map((finding) => finding.line)).toEqual([
      expect.stringContaining('content/x.json: reviews[0] is an example the site shipped with (Ann B.)'),
    ]);
    expect(artworkProblems(file).map((finding) => finding.line)).toEqual([
      expect.stringContaining('content/x.json: pictures[0] is placeholder artwork (/images/home/drawn.svg)'),
    ]);
    expect(markedPlaceholders(file)).toHaveLength(1);
    expect(markedPlaceholders({ ...file, data: { placeholder: false } })).toEqual([]);
  });
});

describe('the Spanish channels', () => {
  const record = (spanish: Record<string, boolean>, numbers: Record<string, string> = {}) => ({
    phone: '(941) 484-2210',
    textNumber: '',
    whatsappNumber: '',
    ...numbers,
    spanish: { phone: false, text: true, whatsapp: true, email: false, sample: true, ...spanish },
  });

  it('names the channel offered first and only the numbers still empty, while the record is the example', () => {
    const [own] = spanishChannelProblems('content/business.json', record({}, { whatsappNumber: '(239) 484-7781' }));
    expect(own.line).toContain('(answered in Spanish: WhatsApp, text messages; calls in English): Spanish pages offer WhatsApp first;');
    expect(own.line).toContain('textNumber is empty, so those messages go to the main line (941) 484-2210');
    expect(own.line).not.toContain('whatsappNumber');
    const [texts] = spanishChannelProblems('content/business.json', record({ whatsapp: false }, { textNumber: '(239) 484-7781' }));
    expect(texts.line).toContain('Spanish pages offer text messages first.');
    const [phone] = spanishChannelProblems('content/business.json', record({ phone: true }));
    expect(phone.line).toContain('Spanish pages offer the phone first');
    expect(phone.line).not.toContain('calls in English');
  });

  it('says nothing once the owner has confirmed them, empty numbers included (the main line takes them)', () => {
    expect(spanishChannelProblems('content/business.json', record({ sample: false }))).toEqual([]);
  });
});

describe('one switch per Spanish page', () => {
  const bradenton = 'content/cities/bradenton.es.json';
  const tick = (root: string, file: string) => editJson(root, file, (data) => (data.reviewed = true));
  const lineOf = (root: string, file: string) => launchProblems(root, {}).filter((line) => line.includes(file));

  it('a city’s Spanish file ticked: its line names exactly the files it still waits for, until none is left', () => {
    const root = contentCopy();
    try {
      tick(root, bradenton);
      expect(lineOf(root, bradenton)).toEqual([
        `${bradenton}: ticked "Reviewed by a Spanish speaker", but its page stays out of search until content/site.es.json, content/business.es.json and content/pages.es.json are ticked too (words every Spanish page shows)`,
      ]);
      tick(root, 'content/site.es.json');
      tick(root, 'content/pages.es.json');
      expect(lineOf(root, bradenton)).toEqual([
        `${bradenton}: ticked "Reviewed by a Spanish speaker", but its page stays out of search until content/business.es.json is ticked too (words every Spanish page shows)`,
      ]);
      tick(root, 'content/business.es.json');
      expect(lineOf(root, bradenton)).toEqual([]);
      // The other pages' line now asks for their own files only.
      expect(lineOf(root, 'content/cities/venice.es.json')).toEqual([
        expect.stringMatching(
          /^Spanish pages not yet read by a Spanish speaker; each stays out of search until a Spanish speaker ticks "Reviewed by a Spanish speaker" in its own file \(\d+\): .*content\/cities\/venice\.es\.json/,
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('says of the files that gate no page that their box does not change search', () => {
    const root = contentCopy();
    try {
      for (const file of ['content/service-area.es.json', 'content/inspection.es.json', 'content/team.es.json']) tick(root, file);
      expect(launchProblems(root, {}).filter((line) => line.includes('does not change search'))).toEqual([
        expect.stringMatching(/^content\/\w+\.es\.json: not yet read by a Spanish speaker; its words show on several Spanish pages/),
        expect.stringMatching(/^content\/\w+\.es\.json: /),
        expect.stringMatching(/^content\/\w+\.es\.json: /),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a service added without a price', () => {
  it('is listed with the file to add it to, and builds', () => {
    const root = contentCopy();
    try {
      const service = JSON.parse(readFileSync(path.join(root, 'content/services/spring-replacement.json'), 'utf8'));
      writeFileSync(
        path.join(root, 'content/services/door-insulation.json'),
        JSON.stringify({
          ...service,
          slug: 'door-insulation',
          name: 'Garage Door Insulation',
          title: 'Garage Door Insulation in Southwest Florida',
          description: 'Insulation kits and insulated panels that keep a Florida garage cooler in summer, fitted in one visit.',
        }),
      );
      expect(launchProblems(root, {}).filter((line) => line.startsWith('content/services/door-insulation.json'))).toEqual([
        'content/services/door-insulation.json: has no price in content/pricing.json: its page shows no price line and the price guide leaves it out until you add one under Prices (service "door-insulation")',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
