/**
 * The arithmetic of the photos a visitor may attach to a repair or estimate request: how many,
 * how large, and the order in which smaller JPEGs are tried until one fits. Pure, so it is
 * unit-tested without a canvas; lib/photos/resize.ts does the drawing.
 * See docs/decisions/051-lead-photos.md.
 */

export const photoLimits = {
  /** Photos kept per request; the rest of a bigger pick is left out, with a note. */
  count: 3,
  /** Longest side of a resized photo, in pixels: enough to read a spring or a cable. */
  maxEdge: 1600,
  /** Bytes per photo: three fit well inside the 5 MB FormSubmit is reported to take per submission. */
  maxBytes: 1_000_000,
} as const;

/** JPEG qualities tried in turn at the full target size, best first. */
export const jpegQualities = [0.85, 0.75, 0.65, 0.55, 0.45] as const;

/** Smaller sizes tried, at the lowest quality, when even that is too big (very noisy pictures). */
const fallbackScales = [0.75, 0.5] as const;

export interface Size {
  width: number;
  height: number;
}

export interface EncodeAttempt extends Size {
  quality: number;
}

/** The size a picture is drawn at: its long side at most `maxEdge`, never enlarged, ratio kept. */
export function fitWithin({ width, height }: Size, maxEdge: number = photoLimits.maxEdge): Size {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Every encoding to try for a picture of `source` size, in order, until one is at most
 * `photoLimits.maxBytes`: each quality at the fitted size, then smaller sizes at the last quality.
 */
export function encodeAttempts(source: Size): EncodeAttempt[] {
  const target = fitWithin(source);
  if (target.width === 0) return [];
  const lowest = jpegQualities[jpegQualities.length - 1];
  return [
    ...jpegQualities.map((quality) => ({ ...target, quality })),
    ...fallbackScales.map((scale) => ({
      ...fitWithin(target, Math.round(Math.max(target.width, target.height) * scale)),
      quality: lowest,
    })),
  ];
}

/** Of `picked` new photos, how many join the `kept` ones, and how many are left out. */
export function fitCount(kept: number, picked: number, limit: number = photoLimits.count): { take: number; leftOut: number } {
  const take = Math.max(0, Math.min(picked, limit - kept));
  return { take, leftOut: Math.max(0, picked - take) };
}

/**
 * Extra time a lead with photos may take before it counts as failed: 10 s per MB, the pace of a
 * slow phone upload (about 0.8 Mbit/s), so three photos on a weak signal are not cut off at 15 s.
 */
export function uploadAllowanceMs(bytes: number): number {
  return bytes > 0 ? Math.ceil(bytes / 100_000) * 1000 : 0;
}

/** A resized photo's file name: the original's, ending in .jpg ("IMG_0412.HEIC" -> "IMG_0412.jpg"). */
export function jpegName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  return `${base || 'photo'}.jpg`;
}

/**
 * Whether a file the browser could not resize may still go as it is: a picture (by its type)
 * already small enough. Anything else is left out; it never holds the request back.
 */
export function sendableAsIs(file: { type: string; size: number }): boolean {
  return file.type.startsWith('image/') && file.size > 0 && file.size <= photoLimits.maxBytes;
}
