import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The scripts are TypeScript, type-checked with the rest: no JavaScript module and no hand-written
// type twin under scripts/, and every file an npm script or the Playwright config runs exists.
const files = readdirSync('scripts', { recursive: true }).map((file) => String(file).split(path.sep).join('/'));
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

describe('scripts/', () => {
  it('holds TypeScript only: no .js/.mjs/.cjs module and no .d.mts twin', () => {
    expect(files.filter((file) => /\.(m|c)?js$|\.d\.mts$/.test(file))).toEqual([]);
  });

  it('every file an npm script or the preview server command runs is there', () => {
    const commands = [...Object.values(pkg.scripts), readFileSync('playwright.config.ts', 'utf8')];
    const named = commands.flatMap((command) => command.match(/scripts\/[\w./-]+\.ts/g) ?? []);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !existsSync(file))).toEqual([]);
  });
});
