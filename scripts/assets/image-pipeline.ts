// The image pipeline behind scripts/assets/build.ts (kept apart so unit tests can import it).
// Output names carry a hash of the source, so a replaced photo gets new URLs (safe to cache
// forever) and an unchanged one is not encoded again. Every variant is turned upright, converted
// to sRGB and written without metadata (no EXIF, XMP or IPTC: no position, camera or name):
// the variants are all the site publishes of a photo (docs/decisions/020).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageManifest, ImageVariants } from '../../lib/image-manifest';
import { largeSourcePixels, maxSourcePixels, pictureExtension, refusal, shrunk, slugName, tooLarge, unreadable } from './source-files';
import type { RecordImages } from './record-images';

export const variantWidths = [480, 768, 1200, 1920];
export const rasterPattern = /\.(jpe?g|png|webp)$/i;
export const generatedDirName = '_generated';
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 76, effort: 4 }),
};
const formats = ['avif', 'webp'] as const;

/** The lines of every picture a record names that cannot become a photo on the site. */
export class ImageProblems extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ImageProblems';
  }
}

async function listPictures(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== generatedDirName && !entry.name.startsWith('.')) found.push(...(await listPictures(full, base)));
    } else if (pictureExtension.test(entry.name)) {
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

/** The displayed size (EXIF orientations 5-8 are quarter turns), or a line saying why there is none. */
async function displayedSize(input: Buffer, shown: string): Promise<{ width: number; height: number } | string> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return unreadable(shown);
  if (meta.width * meta.height > maxSourcePixels) return tooLarge(shown, meta.width, meta.height);
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Encodes every raster under imagesDir and writes the manifest; returns the manifest. publicPath
 * is the URL imagesDir is served at. `named` (the records' pictures, from recordImages) decides
 * what a problem is: a file a record names that cannot be published throws ImageProblems (one
 * line each, naming the file and the fix), after the rest is built; a file no record names is
 * only noted. Without `named`, every file counts as named.
 */
export async function buildImages({
  imagesDir = 'public/images',
  publicPath = '/images',
  manifestFile = 'lib/image-manifest.json',
  named,
  log = () => {},
}: {
  imagesDir?: string;
  publicPath?: string;
  manifestFile?: string;
  named?: RecordImages;
  log?: (message: string) => void;
} = {}): Promise<ImageManifest> {
  const outDir = path.join(imagesDir, generatedDirName);
  const manifest: ImageManifest = {};
  const keep = new Set<string>();
  const problems: string[] = [];
  const isNamed = (src: string) => !named || named.has(src);
  const report = (src: string, line: string) => {
    if (isNamed(src)) problems.push(`${line} (named in ${named?.get(src)?.join('; ') ?? 'a record'})`);
    else log(`images: note: ${line}; no record names it, so it is not published`);
  };
  let encoded = 0;
  const largest = variantWidths[variantWidths.length - 1];
  for (const relative of await listPictures(imagesDir)) {
    const src = `${publicPath}/${relative}`;
    const shown = path.join(imagesDir, relative).split(path.sep).join('/');
    const input = await readFile(path.join(imagesDir, relative));
    const refused = refusal(shown, input);
    if (refused) {
      report(src, refused);
      continue;
    }
    const size = await displayedSize(input, shown);
    if (typeof size === 'string') {
      report(src, size);
      continue;
    }
    const { width, height } = size;
    if (width * height > largeSourcePixels) log(`images: ${shrunk(shown, width, height, largest)}`);
    const hash = createHash('sha256').update(input).digest('hex').slice(0, 10);
    const stem = slugName(relative.replace(rasterPattern, ''));
    const entry: ImageVariants = { width, height, avif: [], webp: [] };
    const written: string[] = [];
    try {
      for (const w of targetWidths(width)) {
        for (const format of formats) {
          const name = `${stem}-${hash}-${w}.${format}`;
          const file = path.join(outDir, name);
          keep.add(path.resolve(file));
          if (!existsSync(file)) {
            await mkdir(path.dirname(file), { recursive: true });
            // rotate() turns the pixels upright; sharp writes no metadata unless asked, and
            // toColourspace keeps a wide-gamut phone photo's colours right once its profile is gone.
            const image = sharp(input, { limitInputPixels: false }).rotate().resize({ width: w, withoutEnlargement: true });
            await encoders[format](image.toColourspace('srgb')).toFile(file);
            written.push(file);
            encoded += 1;
          }
          entry[format].push({ src: `${publicPath}/${generatedDirName}/${name}`, width: w });
        }
      }
    } catch {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      report(src, unreadable(shown));
      continue;
    }
    manifest[src] = entry;
  }
  for (const [src, places] of named ?? []) {
    if (!src.startsWith(`${publicPath}/`) || !pictureExtension.test(src)) continue;
    if (!existsSync(path.join(imagesDir, src.slice(publicPath.length + 1))))
      problems.push(
        `${places.join('; ')}: the picture ${src} is not in ${path.posix.dirname(path.posix.join(imagesDir, src.slice(publicPath.length + 1)))}/ (upload it again, or fix the name)`,
      );
  }
  for (const file of await listFiles(outDir)) {
    if (!keep.has(path.resolve(file))) await rm(file);
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const previous = await readFile(manifestFile, 'utf8').catch(() => '');
  // Rewriting an unchanged manifest would only invalidate the bundler's cache.
  if (previous !== text) await writeFile(manifestFile, text);
  log(`images: ${Object.keys(manifest).length} raster source(s), ${encoded} variant(s) encoded`);
  if (problems.length) throw new ImageProblems(problems.map((line) => `images: ${line}`));
  return manifest;
}
