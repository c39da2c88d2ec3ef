/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gold, navy, screens, whatsapp } from '@/tailwind.config';

// The stylesheet as the build makes it (without minifying), so the utilities are read from what
// Tailwind produced from tailwind.config.ts, not from the config object. Compiled in a child
// Node process: Tailwind's PostCSS plugin loads ES modules that Jest's CommonJS runtime cannot.
const compile = `
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
const from = process.cwd() + '/app/globals.css';
const result = await postcss([tailwind({ optimize: false })]).process(readFileSync(from, 'utf8'), { from });
process.stdout.write(result.css);
`;

async function compiledCss(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', compile], {
    cwd: process.cwd(),
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout.replace(/\s+/g, ' ');
}

/** Names the missing piece instead of printing the whole stylesheet. */
function expectIn(css: string, fragment: string | RegExp): void {
  const found = typeof fragment === 'string' ? css.includes(fragment) : fragment.test(css);
  expect(found ? 'present' : `missing from the compiled CSS: ${fragment}`).toBe('present');
}

describe('Tailwind makes the utilities from tailwind.config.ts', () => {
  let css: string;
  beforeAll(async () => {
    css = await compiledCss();
  }, 30_000);

  it('colour utilities carry the config values', () => {
    expectIn(css, `.bg-navy-900 { background-color: ${navy[900]}; }`);
    expectIn(css, `.text-gold-700 { color: ${gold[700]}; }`);
    expectIn(css, `.md\\:bg-whatsapp { background-color: ${whatsapp.DEFAULT}; }`);
  });

  it('the content width, the font and the named shadows are utilities', () => {
    expectIn(css, '.max-w-content { max-width: 76rem; }');
    expectIn(css, /\.font-sans \{ font-family: var\(--font-figtree\), ui-sans-serif, system-ui, sans-serif;/);
    expectIn(css, /\.shadow-bar-up \{ --tw-shadow: 0 -4px 16px var\(--tw-shadow-color, rgb\(7 18 42 \/ 0\.12\)\);/);
  });

  it('the breakpoints are the config screens, the phone ones included', () => {
    expectIn(css, `@media (width >= ${screens['2xs']}) { .\\32 xs\\:grid-cols-2`);
    expectIn(css, `@media (width >= ${screens.xs}) { .xs\\:block`);
    expectIn(css, `@media (width >= ${screens.md})`);
  });

  it('the one focus ring rule resolves its colours from the tokens', () => {
    expectIn(css, `:focus-visible { outline: 3px solid ${gold[400]}; outline-offset: 2px; box-shadow: 0 0 0 2px ${navy[950]}; }`);
  });
});
