// The editor's script and fonts, copied from node_modules into the export (never fetched from a
// CDN), with the calls the owner does not need turned off at the source:
//   - fonts the editor's stylesheet loads from cdn.jsdelivr.net come from /admin/fonts/;
//   - the hourly "is there a newer version" request to unpkg.com is never made;
//   - the git host's status page is never polled;
//   - the language switcher of a record whose Spanish side is switched off no longer throws after a
//     save (it reads that side's checks, which do not exist: `Object.values(undefined)`).
// Like scripts/next-adapter/postbuild.ts this is an adapter for one pinned version (package.json): when the
// bundle no longer reads as expected, it throws, saying what it was looking for.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const bundleDir = path.join('node_modules', '@sveltia', 'cms', 'dist');

/** The fonts the editor's stylesheet names, by the package that ships the same file. */
export const editorFonts = [
  {
    cdn: 'source-sans-3:vf',
    file: path.join('node_modules', '@fontsource-variable', 'source-sans-3', 'files', 'source-sans-3-latin-wght-normal.woff2'),
  },
  { cdn: 'noto-mono', file: path.join('node_modules', '@fontsource', 'noto-mono', 'files', 'noto-mono-latin-400-normal.woff2') },
  {
    cdn: 'material-symbols-outlined:vf',
    file: path.join(
      'node_modules',
      '@fontsource-variable',
      'material-symbols-outlined',
      'files',
      'material-symbols-outlined-latin-wght-normal.woff2',
    ),
  },
];

function shapeError(what: string): Error {
  return new Error(`@sveltia/cms: ${what}. The editor bundle changed; check scripts/admin/editor-bundle.ts against the installed version.`);
}

function replaceExactly(
  source: string,
  pattern: RegExp,
  replacement: (match: string, group: string) => string,
  what: string,
  count: number,
): string {
  const global = new RegExp(pattern.source, 'g');
  const found = source.match(global)?.length ?? 0;
  if (found !== count) throw shapeError(`expected ${count} ${what}, found ${found}`);
  return source.replace(global, (match: string, group: unknown) => replacement(match, String(group)));
}

/** The bundle's text with the CDN fonts, the version check and the status polling taken out. */
export function patchBundle(source: string, fontUrl: (cdn: string) => string): string {
  let text = replaceExactly(
    source,
    /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+(?::vf)?)@[0-9.]+\/[a-z0-9-]+\.woff2/,
    (_, name) => {
      const font = editorFonts.find((entry) => entry.cdn === name);
      if (!font) throw shapeError(`the stylesheet names a font with no local copy: ${name}`);
      return fontUrl(font.cdn);
    },
    'font URLs on cdn.jsdelivr.net',
    editorFonts.length,
  );
  const versionUrl = /(\w+)=`\$\{\w+\}\/package\.json`/.exec(text)?.[1];
  if (!versionUrl) throw shapeError('no version-check address (`${…}/package.json`)');
  text = replaceExactly(
    text,
    new RegExp(`await fetch\\(${versionUrl}\\)`),
    () => 'await Promise.reject(Error(`version check off`))',
    'version-check requests',
    1,
  );
  // A backend without checkStatus is never polled (`iX.current?.checkStatus&&…`).
  text = replaceExactly(text, /checkStatus:\w+,init:/, () => 'init:', 'status-page checks', 2);
  text = replaceExactly(
    text,
    /Object\.values\((\w+\(\w+\)\[\w+\])\)\.some\(\(\{valid:/,
    (_, validities) => `Object.values(${validities}??{}).some(({valid:`,
    "language-switcher checks of a record's languages",
    1,
  );
  return text;
}

/** Writes sveltia-cms.js, its lazily loaded chunk and the fonts into `adminDir`. */
export async function writeEditorBundle(adminDir: string): Promise<void> {
  const fontName = (cdn: string) => `${cdn.replace(':vf', '')}.woff2`;
  await mkdir(path.join(adminDir, 'fonts'), { recursive: true });
  await mkdir(path.join(adminDir, 'chunks'), { recursive: true });
  const source = await readFile(path.join(bundleDir, 'sveltia-cms.js'), 'utf8');
  await writeFile(
    path.join(adminDir, 'sveltia-cms.js'),
    patchBundle(source, (cdn) => `/admin/fonts/${fontName(cdn)}`),
  );
  // Loaded beside the script (new URL('chunks/…', currentScript.src)) before any CDN fallback.
  await copyFile(path.join(bundleDir, 'chunks', 'react-dom.js'), path.join(adminDir, 'chunks', 'react-dom.js'));
  await Promise.all(editorFonts.map((font) => copyFile(font.file, path.join(adminDir, 'fonts', fontName(font.cdn)))));
}
