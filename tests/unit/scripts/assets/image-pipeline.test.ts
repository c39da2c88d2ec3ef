/** @jest-environment node */
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildImages, targetWidths } from '@/scripts/assets/image-pipeline';

// A stand-in for an owner's photo: a gradient with a few shapes, rendered from SVG by sharp.
function photo(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0c1c3d"/><stop offset="1" stop-color="#f5b82e"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="10%" y="30%" width="80%" height="60%" fill="#eef1f6"/></svg>`;
  return sharp(Buffer.from(svg));
}

// AVIF encoding is CPU-heavy and the machine is shared: generous time, small images.
jest.setTimeout(60_000);

let root: string;
let imagesDir: string;
let manifestFile: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  imagesDir = path.join(root, 'images');
  manifestFile = path.join(root, 'manifest.json');
  await mkdir(path.join(imagesDir, 'photos'), { recursive: true });
});

afterEach(() => rm(root, { recursive: true, force: true }));

test('target widths step up to the source width and never upscale', () => {
  expect(targetWidths(1000)).toEqual([480, 768, 1000]);
  expect(targetWidths(300)).toEqual([300]);
  expect(targetWidths(4000)).toEqual([480, 768, 1200, 1920]);
  expect(targetWidths(768)).toEqual([480, 768]);
});

test('a dropped JPEG gets AVIF and WebP variants at each width and a manifest entry', async () => {
  await photo(820, 492)
    .jpeg()
    .toFile(path.join(imagesDir, 'photos', 'new-door.jpg'));
  await writeFile(path.join(imagesDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  const manifest = await buildImages({ imagesDir, publicPath: '/images', manifestFile });

  expect(Object.keys(manifest)).toEqual(['/images/photos/new-door.jpg']);
  const entry = manifest['/images/photos/new-door.jpg'];
  expect(entry).toMatchObject({ width: 820, height: 492 });
  expect(entry.avif.map((v: { width: number }) => v.width)).toEqual([480, 768, 820]);
  expect(entry.webp.map((v: { width: number }) => v.width)).toEqual([480, 768, 820]);
  for (const [format, list] of [
    ['heif', entry.avif],
    ['webp', entry.webp],
  ] as const) {
    for (const variant of list) {
      expect(variant.src).toMatch(/^\/images\/_generated\/photos\/new-door-[0-9a-f]{10}-\d+\.(avif|webp)$/);
      const file = path.join(imagesDir, variant.src.replace('/images/', ''));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 492) / 820));
    }
  }
  expect(JSON.parse(await readFile(manifestFile, 'utf8'))).toEqual(manifest);
});

test('a small PNG is not upscaled, and a rerun encodes nothing again', async () => {
  await photo(320, 240).png().toFile(path.join(imagesDir, 'badge.png'));
  const first = await buildImages({ imagesDir, publicPath: '/images', manifestFile });
  expect(first['/images/badge.png'].webp).toEqual([{ src: expect.stringMatching(/-320\.webp$/), width: 320 }]);
  const file = path.join(imagesDir, first['/images/badge.png'].avif[0].src.replace('/images/', ''));
  const before = (await stat(file)).mtimeMs;

  const second = await buildImages({ imagesDir, publicPath: '/images', manifestFile });
  expect(second).toEqual(first);
  expect((await stat(file)).mtimeMs).toBe(before);
});

test('replacing a photo changes its URLs and removes the old variants', async () => {
  const source = path.join(imagesDir, 'photos', 'porch.webp');
  await photo(600, 600).webp().toFile(source);
  const first = await buildImages({ imagesDir, publicPath: '/images', manifestFile });
  const oldFile = path.join(imagesDir, first['/images/photos/porch.webp'].avif[0].src.replace('/images/', ''));
  expect(existsSync(oldFile)).toBe(true);

  await photo(600, 400).webp().toFile(source);
  const second = await buildImages({ imagesDir, publicPath: '/images', manifestFile });
  expect(second['/images/photos/porch.webp'].height).toBe(400);
  expect(second['/images/photos/porch.webp'].avif[0].src).not.toBe(first['/images/photos/porch.webp'].avif[0].src);
  expect(existsSync(oldFile)).toBe(false);
});

test('an EXIF-rotated portrait photo reports its displayed size', async () => {
  await photo(800, 600)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(imagesDir, 'photos', 'side.jpg'));
  const manifest = await buildImages({ imagesDir, publicPath: '/images', manifestFile });
  expect(manifest['/images/photos/side.jpg']).toMatchObject({ width: 600, height: 800 });
  const smallest = path.join(imagesDir, manifest['/images/photos/side.jpg'].webp[0].src.replace('/images/', ''));
  expect(await sharp(smallest).metadata()).toMatchObject({ width: 480, height: 640 });
});
