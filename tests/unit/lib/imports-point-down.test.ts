import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Imports point down (app -> components -> lib -> content data): lib/ reads the records through
// lib/content's generated modules and never imports code from content/, and content/ holds data
// only (JSON and Markdown), so there is no TypeScript there to import.
const root = process.cwd();

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? walk(rel) : [rel];
  });
}

/** Every module a source file names: static imports, re-exports, dynamic imports and require(). */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The file an import names, relative to the repository, when it lies in content/. */
function contentTarget(file: string, specifier: string): string | undefined {
  const resolved = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : undefined;
  return resolved?.startsWith('content/') ? resolved : undefined;
}

const isCode = (target: string) => !/\.(json|md)$/.test(target);

describe('imports point down', () => {
  it('no file in lib/ imports code from content/', () => {
    const upward = walk('lib')
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('lib/content/generated/'))
      .flatMap((file) =>
        importsOf(readFileSync(path.join(root, file), 'utf8'))
          .map((specifier) => contentTarget(file, specifier))
          .filter((target): target is string => target !== undefined && isCode(target))
          .map((target) => `${file} imports ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('content/ holds no TypeScript', () => {
    expect(walk('content').filter((file) => /\.(c|m)?tsx?$/.test(file))).toEqual([]);
  });

  it('sees an upward import however it is written', () => {
    const source = [
      "import { faqForm } from '@/content/forms';",
      "export { navigation } from '../../content/navigation';",
      "const words = await import('@/content/messages');",
      "import business from '@/content/business.json';",
    ].join('\n');
    const targets = importsOf(source).map((specifier) => contentTarget('lib/forms/x.ts', specifier));
    expect(targets).toEqual(['content/forms', 'content/navigation', 'content/messages', 'content/business.json']);
    expect(targets.filter((target) => target && isCode(target))).toHaveLength(3);
    expect(contentTarget('lib/x.ts', '@/lib/content/forms')).toBeUndefined();
    expect(contentTarget('lib/forms/x.ts', '../content/forms')).toBeUndefined();
  });
});
