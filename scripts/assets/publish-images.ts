// After `next build`, which copies public/ into out/ as it is: the export keeps of the owner's
// uploads only the variants a page shows (ruling: an upload is published only as the images
// the build makes from it). It removes every file of the upload folder (out/images/photos/: the
// originals, with their position and camera, and anything else left there, a HEIC tried first),
// every other photo file under out/images/ no page names (a raster left beside the artwork), and
// every generated variant no page names (the variants of an upload no record names).
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { generatedDirName } from './image-pipeline';
import { pictureExtension } from './source-files';

/** The upload folder under the export, as the editor's public_folder names it (scripts/admin/editor-config.ts). */
export const uploadFolder = 'images/photos';

const pageFile = /\.(html|txt|xml|json|webmanifest|css)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Removes the originals and the unnamed variants from outDir; returns what it removed, relative to it. */
export async function publishImages(outDir: string): Promise<{ originals: string[]; unnamed: string[] }> {
  const relative = (file: string) => path.relative(outDir, file).split(path.sep).join('/');
  const originals = await filesUnder(path.join(outDir, ...uploadFolder.split('/')));
  await rm(path.join(outDir, ...uploadFolder.split('/')), { recursive: true, force: true });

  const named = new Set<string>();
  for (const file of await filesUnder(outDir)) {
    if (!pageFile.test(file) || relative(file).startsWith('admin/')) continue;
    for (const match of (await readFile(file, 'utf8')).matchAll(/\/images\/[^\s"'),\\]+/g)) named.add(match[0].slice(1));
  }
  const unnamed = (await filesUnder(path.join(outDir, 'images'))).filter(
    (file) => !named.has(relative(file)) && (relative(file).startsWith(`images/${generatedDirName}/`) || pictureExtension.test(file)),
  );
  await Promise.all(unnamed.map((file) => rm(file)));
  return { originals: originals.map(relative), unnamed: unnamed.map(relative) };
}
