/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildImages, ImageProblems } from '@/scripts/assets/image-pipeline';
import type { RecordImages } from '@/scripts/assets/record-images';
import { recordImages } from '@/scripts/assets/record-images';
import { imagePath } from '@/lib/content/schemas/common';
import { cameraJpeg } from '../../../helpers/camera-photo';

// Each bad upload an owner can make gets one line naming the file and what to do, and no stack
// trace; the rest of the pictures are still built.
jest.setTimeout(120_000);

let root: string;
let imagesDir: string;
let manifestFile: string;
const record = 'content/gallery.json, projects[0].afterImage.src';

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bad-input-'));
  imagesDir = path.join(root, 'images');
  manifestFile = path.join(root, 'manifest.json');
  await mkdir(path.join(imagesDir, 'photos'), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const named = (...srcs: string[]): RecordImages => new Map(srcs.map((src) => [src, [record]]));

/** The lines the build stops with for these uploads, each named by a record. */
async function problemLines(files: Record<string, Buffer>, names = Object.keys(files)): Promise<string[]> {
  for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(imagesDir, 'photos', name), bytes);
  try {
    await buildImages({ imagesDir, publicPath: '/images', manifestFile, named: named(...names.map((name) => `/images/photos/${name}`)) });
  } catch (error) {
    expect(error).toBeInstanceOf(ImageProblems);
    const lines = (error as ImageProblems).message.split('\n');
    for (const line of lines) expect(line).not.toMatch(/^\s+at |Error:|vips|sharp/i);
    return lines;
  }
  return [];
}

const heicBytes = () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);

test('a HEIC names the format and the iPhone setting that fixes it, even renamed .jpg', async () => {
  const lines = await problemLines({ 'IMG_0412.HEIC': heicBytes(), 'renamed.jpg': heicBytes() });
  expect(lines).toHaveLength(2);
  for (const line of lines) {
    expect(line).toMatch(/^images: .*photos\/(IMG_0412\.HEIC|renamed\.jpg) is a HEIC photo/);
    expect(line).toContain('Settings > Camera > Formats > Most Compatible');
    expect(line).toContain(record);
  }
});

test('a record naming a HEIC is refused by the content check in the same words', () => {
  const result = imagePath.safeParse('/images/photos/IMG_0412.HEIC');
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    expect.stringMatching(/^\/images\/photos\/IMG_0412\.HEIC is a HEIC photo.*Settings > Camera > Formats > Most Compatible/),
  ]);
});

test('a damaged JPEG says so and what to do, and the good photo beside it is still built', async () => {
  const good = await cameraJpeg();
  const lines = await problemLines({ 'door.jpg': good.subarray(0, 600), 'good.jpg': good }, ['door.jpg']);
  expect(lines).toEqual([
    expect.stringMatching(/photos\/door\.jpg cannot be read as a picture \(the file is damaged or cut short\): copy/),
  ]);
  expect(Object.keys(JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(manifestFile, 'utf8'))))).toEqual([
    '/images/photos/good.jpg',
  ]);
});

test('an empty file says the upload did not finish', async () => {
  expect(await problemLines({ 'empty.jpg': Buffer.alloc(0) })).toEqual([
    expect.stringMatching(/photos\/empty\.jpg is empty \(0 bytes\): the upload did not finish; upload the photo again/),
  ]);
});

test('a GIF is refused with a line; a PNG screenshot becomes a photo like any other', async () => {
  const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f5b82e' } })
    .gif()
    .toBuffer();
  const png = await sharp({ create: { width: 390, height: 844, channels: 4, background: '#eef1f6' } })
    .png()
    .toBuffer();
  const lines = await problemLines({ 'spin.gif': gif, 'Screenshot 2026-11-02.png': png });
  expect(lines).toEqual([expect.stringMatching(/photos\/spin\.gif is a GIF.*upload the photo as JPEG, PNG or WebP/)]);
  const manifest = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(manifestFile, 'utf8')));
  expect(manifest['/images/photos/Screenshot 2026-11-02.png']).toMatchObject({ width: 390, height: 844 });
});

test('a 60-megapixel panorama is published shrunk, with a note saying so', async () => {
  await sharp({ create: { width: 12_000, height: 5_000, channels: 3, background: '#7aa0c8' } })
    .jpeg()
    .toFile(path.join(imagesDir, 'photos', 'pano.jpg'));
  const notes: string[] = [];
  const manifest = await buildImages({
    imagesDir,
    publicPath: '/images',
    manifestFile,
    named: named('/images/photos/pano.jpg'),
    log: (m) => notes.push(m),
  });
  expect(manifest['/images/photos/pano.jpg'].webp.at(-1)).toMatchObject({ width: 1920 });
  expect(notes).toContainEqual(
    expect.stringMatching(/photos\/pano\.jpg is 12,000 × 5,000 pixels \(60 megapixels\): published shrunk, at most 1,920 pixels wide/),
  );
});

test('a phone name with spaces, brackets, accents and capitals is slugged in what is published; the record keeps working', async () => {
  const name = 'IMG 0412 (1) Señora.JPG';
  await writeFile(path.join(imagesDir, 'photos', name), await cameraJpeg());
  const manifest = await buildImages({ imagesDir, publicPath: '/images', manifestFile, named: named(`/images/photos/${name}`) });
  const entry = manifest[`/images/photos/${name}`];
  for (const variant of [...entry.avif, ...entry.webp])
    expect(variant.src).toMatch(/^\/images\/_generated\/photos\/img-0412-1-senora-[0-9a-f]{10}-\d+\.(avif|webp)$/);
  expect(imagePath.safeParse(`/images/photos/${name}`).success).toBe(true);
});

test('two records naming the same photo is fine: one set of variants serves both', async () => {
  await writeFile(path.join(imagesDir, 'photos', 'after.jpg'), await cameraJpeg());
  const both: RecordImages = new Map([['/images/photos/after.jpg', [record, 'content/projects.json, recentProjects[1].image.src']]]);
  const manifest = await buildImages({ imagesDir, publicPath: '/images', manifestFile, named: both });
  expect(Object.keys(manifest)).toEqual(['/images/photos/after.jpg']);
});

test('a photo no longer in the folder names the record and the field', async () => {
  expect(await problemLines({}, ['gone.jpg'])).toEqual([
    `images: ${record}: the picture /images/photos/gone.jpg is not in ${imagesDir}/photos/ (upload it again, or fix the name)`,
  ]);
});

test('a bad file no record names is only noted, never published, and does not stop the build', async () => {
  await writeFile(path.join(imagesDir, 'photos', 'IMG_0001.HEIC'), heicBytes());
  const notes: string[] = [];
  const manifest = await buildImages({ imagesDir, publicPath: '/images', manifestFile, named: new Map(), log: (m) => notes.push(m) });
  expect(manifest).toEqual({});
  expect(notes).toContainEqual(expect.stringMatching(/IMG_0001\.HEIC is a HEIC photo.*no record names it, so it is not published/));
  expect(existsSync(path.join(imagesDir, '_generated'))).toBe(false);
});

test('the records name their pictures with the file and field, whether or not the path is encoded', async () => {
  const content = path.join(root, 'content');
  await mkdir(path.join(content, 'articles'), { recursive: true });
  await writeFile(
    path.join(content, 'gallery.json'),
    JSON.stringify({ projects: [{ afterImage: { src: '/images/photos/IMG%200412.jpg' } }] }),
  );
  await writeFile(path.join(content, 'articles', 'a.md'), '---\nimage: /images/photos/IMG 0412.jpg\n---\n');
  const found = await recordImages(content);
  expect([...found]).toEqual([
    ['/images/photos/IMG 0412.jpg', [`${content}/articles/a.md, image`, `${content}/gallery.json, projects[0].afterImage.src`]],
  ]);
});
