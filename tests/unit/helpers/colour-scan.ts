import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * What the design-token check reads, walking the file system itself (no git, so it runs the same in
 * a checkout, an unpacked tarball or a copy):
 * - every source file (.ts .tsx .js .mjs .cjs .css .json .md) under app/, components/, lib/,
 *   content/ and scripts/, and the code and config files at the top level (not its Markdown);
 * - not tests/ (its assertions name the colours a browser computes, its fixtures are built pages),
 *   not public/ (images, artwork and the icon), not build output or dependencies.
 */
export const scannedFolders = ['app', 'components', 'lib', 'content', 'scripts'];
const sourceFile = /\.(tsx?|[cm]?js|css|json|md)$/;
const skippedFolders = new Set(['node_modules', '.next', 'out', '.git', 'public', 'tests']);

/** The one file allowed to spell colours: the tokens themselves. */
export const tokenSource = 'tailwind.config.ts';

/**
 * Artwork, not interface: the script that draws the placeholder scenes (stucco, roof tiles, palms).
 * It may spell its drawing's own colours, but not a token's value: brand colours it imports.
 */
export const artworkSources = ['scripts/assets/home-art.ts'];

/** A colour literal: #rgb, #rgba, #rrggbb, #rrggbbaa, or a colour function (Tailwind's `rgb(7_18_42/0.1)` too). */
const colourLiteral = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])|(?<![a-z-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

export interface ColourHit {
  file: string;
  line: number;
  text: string;
}

export function colourLiterals(source: string): string[] {
  return source.match(colourLiteral) ?? [];
}

function walk(root: string, folder: string, files: string[]): void {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder ? join(folder, entry.name) : entry.name;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) walk(root, path, files);
    } else if (entry.isFile() && sourceFile.test(entry.name)) {
      files.push(path.split(sep).join('/'));
    }
  }
}

/** The files the check reads under `root`, relative and with forward slashes. */
export function scannedFiles(root: string): string[] {
  const files: string[] = [];
  for (const folder of scannedFolders) {
    try {
      walk(root, folder, files);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && sourceFile.test(entry.name) && !/^package|\.md$/.test(entry.name)) files.push(entry.name);
  }
  return files.sort();
}

/** Every colour literal in a scanned file other than the token source; in artwork, every token value. */
export function colourHits(root: string, files: string[], tokenValues: string[]): ColourHit[] {
  const tokens = new Set(tokenValues.map((value) => value.toLowerCase()));
  const hits: ColourHit[] = [];
  for (const file of files) {
    if (file === tokenSource) continue;
    const artwork = artworkSources.includes(file);
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const found = colourLiterals(text).filter((literal) => !artwork || tokens.has(literal.toLowerCase()));
        if (found.length > 0) hits.push({ file, line: index + 1, text: text.trim().slice(0, 160) });
      });
  }
  return hits;
}
