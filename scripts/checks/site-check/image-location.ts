// A published image must not say where it was taken (the owner's uploads are published only as
// the variants the build writes, without metadata). This finds a position in any image format
// without parsing its container: EXIF is a TIFF block wherever a format keeps it (JPEG APP1, PNG
// eXIf, WebP EXIF, AVIF/HEIF Exif item), so every TIFF header in the file is read for a GPS IFD
// with a latitude or longitude; XMP is text, so its GPS properties are found by name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Files the check reads: every raster format a page could show. */
export const imageFile = /\.(jpe?g|png|webp|avif|gif|heic|heif|tiff?)$/i;

const gpsInfoTag = 0x8825;
/** GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude. */
const positionTags = new Set([1, 2, 3, 4]);

/** Reads the TIFF block at `start` and says whether its IFD0 points at a GPS IFD holding a position. */
function tiffHasPosition(bytes: Buffer, start: number): boolean {
  const little = bytes[start] === 0x49;
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const fits = (at: number, length: number) => at >= 0 && at + length <= bytes.length;
  const entries = (ifd: number): { tag: number; value: number }[] | null => {
    if (!fits(ifd, 2)) return null;
    const count = u16(ifd);
    if (count === 0 || count > 512 || !fits(ifd + 2, count * 12)) return null;
    return Array.from({ length: count }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  };
  if (!fits(start, 8) || u16(start + 2) !== 42) return false;
  const gps = entries(start + u32(start + 4))?.find((entry) => entry.tag === gpsInfoTag);
  if (!gps) return false;
  return entries(start + gps.value)?.some((entry) => positionTags.has(entry.tag)) ?? false;
}

/** 'EXIF' or 'XMP' when the image carries a GPS position there, else null. */
export function imageLocation(bytes: Buffer): 'EXIF' | 'XMP' | null {
  for (const marker of ['II*\0', 'MM\0*']) {
    for (let at = bytes.indexOf(marker, 0, 'latin1'); at !== -1; at = bytes.indexOf(marker, at + 1, 'latin1'))
      if (tiffHasPosition(bytes, at)) return 'EXIF';
  }
  if (/(?:exif|exifEX):GPS(?:Latitude|Longitude)|<exif:GPS(?:Latitude|Longitude)/.test(bytes.toString('latin1'))) return 'XMP';
  return null;
}

function imagesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return imagesUnder(path.join(dir, entry.name), relative);
    return imageFile.test(entry.name) ? [relative] : [];
  });
}

/** One line per image in the export (any folder, _next/ and the editor's too) that carries a position. */
export function imageLocationProblems(outDir: string): string[] {
  return imagesUnder(outDir).flatMap((file) => {
    const where = imageLocation(readFileSync(path.join(outDir, file)));
    return where
      ? [
          `${file} carries a GPS position in its ${where} data (where the photo was taken): publish only the variants the image build writes`,
        ]
      : [];
  });
}
