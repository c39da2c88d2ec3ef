// Run before each build (build.ts): cuts the self-hosted Figtree variable font down to the characters
// the site can show (printable ASCII, typographic punctuation, common Spanish and French
// accents, and every other character found in the sources), which takes the preloaded file
// from about 20 KB to about 13 KB. A character left out still renders, in the metric-matched
// fallback. The output is deterministic: commit app/_fonts/ when it changes.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const source = 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2';
const output = 'app/_fonts/figtree-text.woff2';
const scanned = ['app', 'components', 'content', 'lib'];
const fixed = '–—‘’“”•…©®™°·×½¼¾€→←↑↓✓ ­áéíóúñüçàèâêôÁÉÍÓÚÑÜÇ';

function sourceCharacters(): string[] {
  const found = new Set<string>();
  for (const dir of scanned) {
    for (const file of readdirSync(dir, { recursive: true }).map(String)) {
      if (!/\.(tsx?|mdx?|json)$/.test(file)) continue;
      for (const ch of readFileSync(path.join(dir, file), 'utf8')) if ((ch.codePointAt(0) ?? 0) > 0x7e) found.add(ch);
    }
  }
  return [...found];
}

/** Writes the subset font when it differs from the committed one. */
export async function subsetSiteFont({ log = () => {} }: { log?: (message: string) => void } = {}): Promise<void> {
  let ascii = '';
  for (let code = 0x20; code < 0x7f; code += 1) ascii += String.fromCharCode(code);
  const characters = [...new Set([...ascii, ...fixed, ...sourceCharacters()])].sort().join('');

  // Only the OpenType features browsers apply by default (kerning, ligatures, contextual
  // alternates, marks); the site asks for no others (no tabular or fractional figures), and each
  // one kept pulls its alternate glyphs in. The weight axis is cut to the weights the stylesheet
  // uses (400 to 800, components/layout/fonts.ts declares the same range). Together about 1.5 KB less.
  const defaultFeatures = ['kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'ccmp', 'locl', 'mark', 'mkmk'];
  const weightRange = { min: 400, max: 800 };
  const subset = await subsetFont(readFileSync(source), characters, {
    targetFormat: 'woff2',
    keepFeatures: defaultFeatures,
    variationAxes: { wght: weightRange },
  });
  mkdirSync(path.dirname(output), { recursive: true });
  let previous: Buffer | null = null;
  try {
    previous = readFileSync(output);
  } catch {
    previous = null;
  }
  if (!previous || !previous.equals(subset)) writeFileSync(output, subset);
  log(`fonts: ${output}, ${characters.length} characters, ${(subset.length / 1024).toFixed(1)} KB`);
}
