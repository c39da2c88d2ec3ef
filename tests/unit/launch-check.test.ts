/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { artworkProblems, businessProblems, markedPlaceholders } from '../../scripts/launch-check-rules.mjs';

function launchCheck(args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/launch-check.mjs', ...args], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test' as const, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

jest.setTimeout(70_000);

describe('npm run launch:check', () => {
  it('exits 1 on the shipped placeholders and names each one', async () => {
    const { code, output } = await launchCheck();
    expect(code).toBe(1);
    for (const expected of [
      '`placeholder` is still true',
      'name is the placeholder "Example Garage Door Co."',
      'phone.display is a fictional 555-01xx number',
      'email is an example.com address (office@example.com)',
      'site address is the default https://www.example.com',
      'licenseNumber is empty',
      'writeUrl is a placeholder (https://search.google.com/local/writereview?placeid=PLACEHOLDER_PLACE_ID)',
      'is placeholder artwork (/images/gallery/spring-repair-before.svg)',
      'is placeholder artwork (/images/home/venice-before.svg)',
      'content/pricing.ts: pricing is marked placeholder',
    ]) {
      expect(output).toContain(expected);
    }
  });

  it('exits 0 when every detail is real and every picture a photo', async () => {
    const { code, output } = await launchCheck(['tests/fixtures/launch-ready']);
    expect(output).toContain('no placeholders left');
    expect(code).toBe(0);
  });
});

describe('launch check rules', () => {
  const real = {
    name: 'Gulf Coast Garage Doors',
    legalName: 'Gulf Coast Garage Doors LLC',
    phone: { display: '(941) 484-2210', e164: '+19414842210' },
    email: 'office@gulfcoastgaragedoors.com',
    siteUrl: 'https://www.gulfcoastgaragedoors.com',
    licenseNumber: 'CGC1527771',
    reviewProfiles: [{ network: 'Google', url: 'https://g.page/r/abc', writeUrl: 'https://g.page/r/abc/review' }],
    placeholder: false,
  };

  it('passes a real record and flags each placeholder on its own', () => {
    expect(businessProblems(real)).toEqual([]);
    expect(businessProblems({ ...real, siteUrl: 'https://www.example.com' })).toEqual([expect.stringContaining('site address is the default')]);
    expect(businessProblems({ ...real, licenseNumber: ' ' })).toEqual([expect.stringContaining('licenseNumber is empty')]);
    expect(businessProblems({ ...real, reviewProfiles: [] })).toEqual([expect.stringContaining('reviewProfiles is empty')]);
    expect(businessProblems({ ...real, reviewProfiles: [{ network: 'Google', url: 'https://g.page/r/abc', writeUrl: '' }] })).toEqual([
      expect.stringContaining('has no writeUrl'),
    ]);
    expect(businessProblems({ ...real, phone: { display: '941-555-0123', e164: '+19415550123' } })).toHaveLength(2);
  });

  it('reads the source field of picture records when it is there, and the photo folder when it is not', () => {
    const modules: [string, Record<string, unknown>][] = [
      [
        'content/x.ts',
        {
          pictures: [
            { src: '/images/home/drawn.svg', alt: 'a', source: 'artwork' },
            { src: '/images/elsewhere/real.jpg', alt: 'b', source: 'photo' },
            { src: '/images/gallery/old.svg', alt: 'c' },
            { src: '/images/photos/job.jpg', alt: 'd' },
          ],
        },
      ],
    ];
    const problems = artworkProblems(modules);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('/images/home/drawn.svg');
    expect(problems.join('\n')).toContain('/images/gallery/old.svg');
  });

  it('lists any other record still marked placeholder, and not one that is confirmed', () => {
    const modules: [string, Record<string, unknown>][] = [
      ['content/pricing.ts', { pricing: { placeholder: true, services: [] } }],
      ['content/other.ts', { confirmed: { placeholder: false } }],
      ['content/business.ts', { business: { placeholder: true } }],
    ];
    expect(markedPlaceholders(modules)).toEqual(['content/pricing.ts: pricing is marked placeholder (confirm or replace its figures, then set placeholder to false)']);
  });
});
