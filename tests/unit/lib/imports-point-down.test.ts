import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import layers from '../../../docs/layers.json';

// Imports point down the order written once in docs/layers.json: a file in lib/ or components/
// may import its own folder and any folder listed before it, components/ may import lib/, and
// lib/ imports neither components/ nor app/. Every import counts: static, `import type`,
// re-exports, dynamic `import()` and require().
const root = process.cwd();
const tops = ['lib', 'components'] as const;
type Top = (typeof tops)[number];
type Order = Record<Top, readonly string[]>;

interface SourceFile {
  /** Relative to the repository, with forward slashes: 'lib/forms/resolve.ts'. */
  file: string;
  source: string;
}

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? walk(rel) : [rel];
  });
}

/** Every module a source file names: static imports, type imports, re-exports, dynamic imports and require(). */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** What an import names, relative to the repository; undefined for a package. */
function resolve(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return undefined;
}

/** A path's place: its top folder and its layer there (a loose file's layer is its name without extension). */
function placeOf(target: string): { top: string; layer: string } {
  const [top, second = ''] = target.split('/');
  return { top, layer: second.replace(/\.[a-z.]+$/, '') };
}

/** Each import that runs up the order, as "file imports target (why)". */
function upwardImports(files: readonly SourceFile[], order: Order): string[] {
  const rank = (top: string, layer: string) => (tops as readonly string[]).indexOf(top) * 1000 + order[top as Top].indexOf(layer);
  return files.flatMap(({ file, source }) => {
    const from = placeOf(file);
    return importsOf(source).flatMap((specifier) => {
      const target = resolve(file, specifier);
      if (!target) return [];
      const to = placeOf(target);
      if (to.top === 'app' || (to.top === 'components' && from.top === 'lib'))
        return [`${file} imports ${target} (${from.top}/ never imports ${to.top}/)`];
      if (!(tops as readonly string[]).includes(to.top) || (to.top === from.top && to.layer === from.layer)) return [];
      if (to.top === 'lib' && from.top === 'components') return [];
      return rank(to.top, to.layer) > rank(from.top, from.layer)
        ? [`${file} imports ${target} (${to.top}/${to.layer} comes after ${from.top}/${from.layer})`]
        : [];
    });
  });
}

const sourceFiles = (top: Top): SourceFile[] =>
  walk(top)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') }));

describe('imports point down (docs/layers.json)', () => {
  it('no file in lib/ or components/ imports a folder after its own', () => {
    expect(upwardImports([...sourceFiles('lib'), ...sourceFiles('components')], layers)).toEqual([]);
  });

  it('every folder and loose file of lib/ and components/ has its place in the order, once', () => {
    for (const top of tops) {
      const present = [...new Set(readdirSync(path.join(root, top)).map((name) => placeOf(`${top}/${name}`).layer))].sort();
      expect([...layers[top]].sort()).toEqual(present);
    }
  });

  it('fails on an upward import however it is written (planted)', () => {
    const planted: SourceFile[] = [
      { file: 'lib/i18n/words.ts', source: "import { business } from '@/lib/content/business';" },
      { file: 'lib/facts/price.ts', source: "import type { PriceRange } from '@/lib/content/pricing';" },
      { file: 'lib/forms/resolve.ts', source: "export { localePath } from '../pages/registry';" },
      { file: 'lib/content/lazy.ts', source: "const match = await import('@/lib/service-area/city-match');" },
      { file: 'lib/content/typed.ts', source: "type Help = typeof import('../leads/contact-links');" },
      { file: 'components/layout/site-footer.tsx', source: "import { CtaBand } from '@/components/sections/shared/cta-band';" },
      { file: 'components/ui/button.tsx', source: "const x = require('../forms/lead-form');" },
      { file: 'lib/site/menu.ts', source: "import { Logo } from '@/components/layout/logo';" },
      { file: 'components/pages/home.tsx', source: "import page from '@/app/page';" },
    ];
    const found = upwardImports(planted, layers);
    expect(found).toHaveLength(planted.length);
    planted.forEach(({ file }, index) => expect(found[index]).toMatch(new RegExp(`^${file} imports `)));
  });

  it('lets an import down, across to lib/, within a folder, or to a package pass', () => {
    const fine: SourceFile[] = [
      { file: 'lib/content/spanish-help.ts', source: "import { fill } from './fill';\nimport { languageTags } from '@/lib/i18n/locale';" },
      {
        file: 'lib/forms/resolve.ts',
        source: "import type { Locale } from '../i18n/locale';\nimport { pageIn } from '@/lib/content/pages';",
      },
      { file: 'components/sections/home/hero.tsx', source: "import { SpanishHelp } from '@/components/layout/spanish-help';" },
      { file: 'components/ui/icons.tsx', source: "import { cn } from '@/lib/cn';\nimport { z } from 'zod';" },
      { file: 'lib/image-manifest.ts', source: "import manifest from './image-manifest.json';" },
    ];
    expect(upwardImports(fine, layers)).toEqual([]);
  });
});
