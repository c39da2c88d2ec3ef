import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserThemeColor, qrInkColor } from '@/lib/theme';

const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');

describe('design tokens', () => {
  it('the browser theme colour is navy-900 from the @theme in app/globals.css', () => {
    expect(css).toMatch(new RegExp(`--color-navy-900:\\s*${browserThemeColor};`));
  });

  it('the QR code ink is navy-950 from the same @theme', () => {
    expect(css).toMatch(new RegExp(`--color-navy-950:\\s*${qrInkColor};`));
  });

  it('no component, route or record types a hex colour: they use the theme', () => {
    const { execSync } = jest.requireActual<typeof import('node:child_process')>('node:child_process');
    const hits = execSync("git grep -nIE '#[0-9a-fA-F]{6}\\b' -- app components content lib ':!lib/image-manifest.json' ':!lib/theme.ts' ':!app/globals.css' || true", { encoding: 'utf8' });
    expect(hits.trim()).toBe('');
  });
});
