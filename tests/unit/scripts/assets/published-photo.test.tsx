/** @jest-environment node */
import { cp, mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { buildImages } from '@/scripts/assets/image-pipeline';
import { publishImages } from '@/scripts/assets/publish-images';
import { imageLocationProblems } from '@/scripts/checks/site-check/image-location';
import type { ImageManifest } from '@/lib/image-manifest';
import { cameraJpeg } from '../../../helpers/camera-photo';

// The owner's photo straight from a phone (GPS position of the customer's house, orientation 6),
// named by a gallery record, through the image build, Next's copy of public/ and the publish
// step: the export holds no original and nothing that says where it was taken, the page names
// only generated files, and the picture is laid out portrait, as it is shown.
jest.setTimeout(120_000);

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

test('an uploaded phone photo is published only as upright variants without its position', async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'published-photo-'));
  const imagesDir = path.join(root, 'public', 'images');
  const outDir = path.join(root, 'out');
  await mkdir(path.join(imagesDir, 'photos'), { recursive: true });
  const original = await cameraJpeg();
  await writeFile(path.join(imagesDir, 'photos', 'IMG_0412.jpg'), original);
  // Left in the folder, named by no record: the HEIC tried first and an older photo.
  await writeFile(
    path.join(imagesDir, 'photos', 'IMG_0411.HEIC'),
    Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(32)]),
  );
  await writeFile(path.join(imagesDir, 'photos', 'old-door.jpg'), original);
  // The site's own social image, which pages name, stays; a photo dropped beside the artwork does not.
  const social = await sharp({ create: { width: 120, height: 63, channels: 3, background: '#0c1c3d' } })
    .png()
    .toBuffer();
  await writeFile(path.join(imagesDir, 'social.png'), social);
  await writeFile(path.join(imagesDir, 'stray.jpg'), original);

  const src = '/images/photos/IMG_0412.jpg';
  const manifest = await buildImages({
    imagesDir,
    publicPath: '/images',
    manifestFile: path.join(root, 'manifest.json'),
    named: new Map([[src, ['content/gallery.json, projects[0].afterImage.src']]]),
  });
  expect(manifest[src]).toMatchObject({ width: 300, height: 400 });

  // The pages, rendered with that manifest: the gallery card and the gallery's structured data.
  jest.resetModules();
  jest.doMock('@/lib/image-manifest.json', () => manifest as ImageManifest);
  const { GalleryCard } = await import('@/components/sections/gallery/gallery-card');
  const { galleryImages } = await import('@/lib/structured-data/collections');
  const picture = { src, alt: 'After: the new door', source: 'photo' as const };
  const project = { title: 'New door', location: 'Venice', description: 'A new door.', beforeImage: picture, afterImage: picture };
  const card = renderToStaticMarkup(<GalleryCard project={project} stages={{ before: 'Before', after: 'After' }} state="FL" />);
  const jsonLd = JSON.stringify(galleryImages([project]));
  const html = `<!doctype html><html><head><meta property="og:image" content="https://www.example.com/images/social.png"></head><body>${card}<script type="application/ld+json">${jsonLd}</script></body></html>`;

  // next build copies public/ into out/ as it is; then the publish step.
  await cp(path.join(root, 'public'), outDir, { recursive: true });
  await writeFile(path.join(outDir, 'gallery.html'), html);
  expect(imageLocationProblems(outDir)).toContainEqual(expect.stringMatching(/^images\/photos\/IMG_0412\.jpg carries a GPS position/));
  await publishImages(outDir);

  expect(imageLocationProblems(outDir)).toEqual([]);
  const published = await filesUnder(outDir);
  for (const file of published) expect((await readFile(file)).equals(original)).toBe(false);
  expect(published.filter((file) => /photos\/(IMG_04|old-door)/.test(file) && !file.includes('IMG_0412'))).toEqual([]);
  expect(published.some((file) => /old-door|IMG_0411|stray/.test(file))).toBe(false);
  expect(published).toContain(path.join(outDir, 'images', 'social.png'));

  expect(html).not.toMatch(/IMG_0412|\/images\/photos\//);
  const addresses = [...html.matchAll(/(?:src="|"contentUrl":")(?:https:\/\/[^/]+)?([^"]+)"/g)].map((match) => match[1]);
  expect(addresses.length).toBeGreaterThanOrEqual(3);
  for (const address of addresses) expect(address).toMatch(/^\/images\/_generated\/photos\/img-0412-[0-9a-f]{10}-\d+\.webp$/);
  for (const img of card.match(/<img [^>]+>/g) ?? []) {
    const width = Number(/width="(\d+)"/.exec(img)?.[1]);
    const height = Number(/height="(\d+)"/.exec(img)?.[1]);
    expect(height).toBeGreaterThan(width);
  }
  const variants = published.filter((file) => file.includes('_generated'));
  expect(variants.length).toBeGreaterThan(0);
  for (const file of variants) {
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.height).toBeGreaterThan(meta.width!);
  }
});
