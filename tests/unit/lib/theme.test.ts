/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import tokens, { emergency, gold, navy, white, whatsapp } from '@/tailwind.config';
import { artworkSources, colourHits, colourLiterals, scannedFiles, tokenSource } from '../helpers/colour-scan';

const root = process.cwd();
const tokenValues = [navy, gold, emergency, whatsapp].flatMap((scale) => Object.values(scale) as string[]).concat(white);

describe('design tokens live in tailwind.config.ts', () => {
  it('Tailwind reads them: app/globals.css loads the config and defines no colour of its own', () => {
    const css = readFileSync(join(root, 'app/globals.css'), 'utf8');
    expect(css).toMatch(/@config ['"]\.\.\/tailwind\.config\.ts['"];/);
    expect(css).not.toMatch(/--color-[\w-]+\s*:/);
    expect(tokens.theme.extend.colors.navy[900]).toBe(navy[900]);
  });

  it('the scan reads the source folders, the scripts and the token file itself', () => {
    const files = scannedFiles(root);
    expect(files.length).toBeGreaterThan(100);
    for (const file of [
      'app/globals.css',
      'components/ui/button-styles.ts',
      'lib/site/qr-code.ts',
      'scripts/assets/og-image.ts',
      'content/business.json',
      tokenSource,
      ...artworkSources,
    ]) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.startsWith('tests/') || file.startsWith('public/') || file.startsWith('node_modules/'))).toBe(false);
  });

  it('no file outside the token source spells a colour (artwork spells no token value)', () => {
    const hits = colourHits(root, scannedFiles(root), tokenValues);
    expect(hits).toEqual([]);
  });
});

describe('the colour scan', () => {
  it.each([
    ["light: '#fff'", '#fff'],
    ['fill="#0c1c3d"', '#0c1c3d'],
    ['color: #F2B727CC;', '#F2B727CC'],
    ['shadow-[0_-4px_16px_rgb(7_18_42/0.12)]', 'rgb('],
    ['background: rgba(0, 0, 0, 0.5)', 'rgba('],
    ['color: hsl(0 0% 100%)', 'hsl('],
    ['color: oklch(70% 0.1 80)', 'oklch('],
  ])('finds %s', (line, literal) => {
    expect(colourLiterals(line)).toEqual([literal]);
  });

  it.each([
    'href="#faq"',
    'Unit #12, lot #7',
    'id="#service-areas"',
    'bg-navy-900 text-gold-400',
    'color-mix(in srgb, var(--x) 12%, transparent)',
  ])('leaves %s alone', (line) => {
    expect(colourLiterals(line)).toEqual([]);
  });

  it('fails a colour added to a component, a script or a record, in a folder that is no git checkout', () => {
    const copy = mkdtempSync(join(tmpdir(), 'colour-scan-'));
    try {
      mkdirSync(join(copy, 'components'));
      mkdirSync(join(copy, 'scripts'));
      mkdirSync(join(copy, 'content'));
      mkdirSync(join(copy, 'tests'));
      writeFileSync(join(copy, tokenSource), "export const navy = { 900: '#0c1c3d' };\n");
      writeFileSync(join(copy, 'components/badge.tsx'), 'export const Badge = () => <span className="bg-navy-900" />;\n');
      writeFileSync(join(copy, 'tests/spec.ts'), "expect(colour).toBe('rgb(255, 255, 255)');\n");
      const clean = scannedFiles(copy);
      expect(clean).toEqual(['components/badge.tsx', tokenSource]);
      expect(colourHits(copy, clean, ['#0c1c3d'])).toEqual([]);

      writeFileSync(join(copy, 'components/badge.tsx'), "export const Badge = () => <span style={{ color: '#fff' }} />;\n");
      writeFileSync(join(copy, 'scripts/card.mjs'), 'const ink = "rgb(7 18 42)";\n');
      writeFileSync(join(copy, 'content/promo.json'), '{ "ribbon": "#e02424" }\n');
      const files = scannedFiles(copy);
      expect(colourHits(copy, files, ['#0c1c3d']).map((hit) => `${hit.file}:${hit.line}`)).toEqual([
        'components/badge.tsx:1',
        'content/promo.json:1',
        'scripts/card.mjs:1',
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('artwork may paint its own colours but must import a token value', () => {
    const copy = mkdtempSync(join(tmpdir(), 'colour-scan-'));
    try {
      const [art] = artworkSources;
      mkdirSync(join(copy, dirname(art)), { recursive: true });
      writeFileSync(join(copy, art), "const stucco = '#f3e2c7';\n");
      expect(colourHits(copy, [art], ['#0c1c3d'])).toEqual([]);
      writeFileSync(join(copy, art), "const stucco = '#f3e2c7';\nconst sky = '#0C1C3D';\n");
      expect(colourHits(copy, [art], ['#0c1c3d']).map((hit) => hit.line)).toEqual([2]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('an empty tree scans nothing, so the real scan above cannot pass with nothing read', () => {
    const empty = mkdtempSync(join(tmpdir(), 'colour-scan-'));
    try {
      expect(scannedFiles(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
