/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkSite } from '@/scripts/checks/check-site';
import { imageLocation } from '@/scripts/checks/site-check/image-location';
import { fixturePages, siteUrl, writeExport } from '../../fixtures/site-export';
import { cameraJpeg } from '../../../helpers/camera-photo';

// The site checker fails on any image in the export that says where it was taken, in every
// format a page can show, and names the file; the same picture without its metadata passes.
jest.setTimeout(60_000);

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

let photo: Buffer;
beforeAll(async () => {
  photo = await cameraJpeg();
});

it.each(['jpeg', 'webp', 'avif', 'png'] as const)('finds the GPS position in a %s and none once stripped', async (format) => {
  const withPosition = await sharp(photo).keepExif().toFormat(format).toBuffer();
  const stripped = await sharp(photo).rotate().toFormat(format).toBuffer();
  expect(imageLocation(withPosition)).toBe('EXIF');
  expect(imageLocation(stripped)).toBeNull();
});

it('finds a position written as XMP', () => {
  const xmp = Buffer.from(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="27,5.99N" exif:GPSLongitude="82,27.26W"/></rdf:RDF></x:xmpmeta>',
  );
  expect(imageLocation(Buffer.concat([Buffer.from([0xff, 0xd8]), xmp]))).toBe('XMP');
});

it('fails the export on an image carrying a position anywhere, naming it, and passes it without', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'image-location-'));
  roots.push(root);
  const { outDir, deployDir } = writeExport(root, { pages: fixturePages() });
  mkdirSync(path.join(outDir, 'images', '_generated', 'photos'), { recursive: true });
  writeFileSync(path.join(outDir, 'images', '_generated', 'photos', 'clean.webp'), await sharp(photo).rotate().webp().toBuffer());
  expect(checkSite({ outDir, deployDir, siteUrl }).site.filter((line) => /GPS/.test(line))).toEqual([]);

  writeFileSync(path.join(outDir, 'images', '_generated', 'photos', 'door.webp'), await sharp(photo).keepExif().webp().toBuffer());
  expect(checkSite({ outDir, deployDir, siteUrl }).site).toContain(
    'images/_generated/photos/door.webp carries a GPS position in its EXIF data (where the photo was taken): publish only the variants the image build writes',
  );
});
