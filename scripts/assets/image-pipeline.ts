// The image pipeline behind scripts/assets/build.ts (kept apart so unit tests can import it).
// Output names carry a hash of the source, so a replaced photo gets new URLs (safe to cache
// forever) and an unchanged one is not encoded again.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageManifest, ImageVariants } from '../../lib/image-manifest';

export const variantWidths = [480, 768, 1200, 1920];
export const rasterPattern = /\.(jpe?g|png|webp)$/i;
const generatedDirName = '_generated';
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 76, effort: 4 }),
};
const formats = ['avif', 'webp'] as const;

async function listRasters(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== generatedDirName && !entry.name.startsWith('.')) found.push(...(await listRasters(full, base)));
    } else if (rasterPattern.test(entry.name)) {
      found.push(path.relative(base, full).split(path.sep).join('/'));
    }
  }
  return found.sort();
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The widths to encode for a source this wide: the standard steps below it plus its own width, capped; never upscaled. */
export function targetWidths(sourceWidth: number): number[] {
  const largest = variantWidths[variantWidths.length - 1];
  const steps = variantWidths.filter((w) => w < sourceWidth);
  return [...new Set([...steps, Math.min(sourceWidth, largest)])];
}

/**
 * Encodes every raster under imagesDir and writes the manifest. Returns the manifest.
 * publicPath is the URL imagesDir is served at.
 */
export async function buildImages({
  imagesDir = 'public/images',
  publicPath = '/images',
  manifestFile = 'lib/image-manifest.json',
  log = () => {},
}: { imagesDir?: string; publicPath?: string; manifestFile?: string; log?: (message: string) => void } = {}): Promise<ImageManifest> {
  const outDir = path.join(imagesDir, generatedDirName);
  const manifest: ImageManifest = {};
  const keep = new Set<string>();
  let encoded = 0;
  for (const relative of await listRasters(imagesDir)) {
    const input = await readFile(path.join(imagesDir, relative));
    const hash = createHash('sha256').update(input).digest('hex').slice(0, 10);
    const meta = await sharp(input).metadata();
    // EXIF orientations 5-8 are quarter turns: the displayed image is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    if (!width || !height) throw new Error(`images: cannot read the size of ${relative}`);
    const stem = relative.replace(rasterPattern, '');
    const entry: ImageVariants = { width, height, avif: [], webp: [] };
    for (const w of targetWidths(width)) {
      for (const format of formats) {
        const name = `${stem}-${hash}-${w}.${format}`;
        const file = path.join(outDir, name);
        keep.add(path.resolve(file));
        if (!existsSync(file)) {
          await mkdir(path.dirname(file), { recursive: true });
          await encoders[format](sharp(input).rotate().resize({ width: w, withoutEnlargement: true })).toFile(file);
          encoded += 1;
        }
        entry[format].push({ src: `${publicPath}/${generatedDirName}/${name}`, width: w });
      }
    }
    manifest[`${publicPath}/${relative}`] = entry;
  }
  for (const file of await listFiles(outDir)) {
    if (!keep.has(path.resolve(file))) await rm(file);
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const previous = await readFile(manifestFile, 'utf8').catch(() => '');
  // Rewriting an unchanged manifest would only invalidate the bundler's cache.
  if (previous !== text) await writeFile(manifestFile, text);
  log(`images: ${Object.keys(manifest).length} raster source(s), ${encoded} variant(s) encoded`);
  return manifest;
}
