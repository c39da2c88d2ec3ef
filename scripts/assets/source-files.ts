// What an image source is before the pipeline encodes it: its format read from its first bytes
// (a HEIC renamed .jpg is still HEIC), and the one line an owner reads when it cannot become a
// photo on the site. Every line names the file and says what to do; none carries a stack trace.

import { heicFix } from '../../lib/content/schemas/common';

export { heicFix };

/** Sources larger than this are refused (sharp's own limit is far above what a phone makes). */
export const maxSourcePixels = 100_000_000;
/** Sources larger than this are published shrunk, with a note. */
export const largeSourcePixels = 40_000_000;

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'gif' | 'svg' | 'other';

/** Extensions of files that look like pictures: the ones the pipeline reads or must refuse by name. */
export const pictureExtension = /\.(jpe?g|png|webp|gif|heic|heif|avif|tiff?|bmp)$/i;

/** The format a file's first bytes say it is. */
export function sniffFormat(bytes: Uint8Array): SourceFormat {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(4, 8) === 'ftyp') {
    const brands = ascii(8, 32);
    if (/avi[fs]/.test(brands)) return 'avif';
    if (/hei[cfmsx]|mif1|msf1|hev[cx]/.test(brands)) return 'heic';
  }
  if (/<svg[\s>]/.test(ascii(0, 512))) return 'svg';
  return 'other';
}

/** What to tell the owner about a source by its bytes alone, or null when it may be a photo. */
export function refusal(file: string, bytes: Uint8Array): string | null {
  if (bytes.length === 0) return `${file} is empty (0 bytes): the upload did not finish; upload the photo again`;
  const format = sniffFormat(bytes);
  if (format === 'heic' || /\.hei[cf]$/i.test(file))
    return `${file} is a HEIC photo (the iPhone's own format), which browsers cannot show: ${heicFix}, then upload it again`;
  if (format === 'gif')
    return `${file} is a GIF, which the site does not publish (its colours are too few for a photo): upload the photo as JPEG, PNG or WebP`;
  if (format === 'avif' || format === 'svg' || format === 'other' || !/\.(jpe?g|png|webp)$/i.test(file))
    return `${file} is not a JPEG, PNG or WebP photo: save it as JPEG and upload it again`;
  return null;
}

/** The line for a source sharp could not read (cut short, damaged). */
export function unreadable(file: string): string {
  return `${file} cannot be read as a picture (the file is damaged or cut short): copy the photo from the phone or camera again and upload it again`;
}

/** The line for a source too large to take, with its size. */
export function tooLarge(file: string, width: number, height: number): string {
  return `${file} is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${Math.round((width * height) / 1e6)} megapixels), more than the ${maxSourcePixels / 1e6} the site takes: save a smaller copy (a phone's own size is fine) and upload it`;
}

/** The note for a very large source published shrunk. */
export function shrunk(file: string, width: number, height: number, largest: number): string {
  return `${file} is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${Math.round((width * height) / 1e6)} megapixels): published shrunk, at most ${largest.toLocaleString('en-US')} pixels wide`;
}

/** A file name as generated names write it: lower case, no accents, spaces or brackets (`IMG 0412 (1)` is `img-0412-1`). */
export function slugName(stem: string): string {
  return stem
    .split('/')
    .map(
      (part) =>
        part
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '') || 'photo',
    )
    .join('/');
}
