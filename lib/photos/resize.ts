import { encodeAttempts, jpegName, photoLimits, sendableAsIs, type Size } from './plan';

/**
 * Resizes one picked photo in the browser: decoded, drawn at most 1600 px on its long side and
 * encoded as JPEG, stepping the quality (then the size) down until it is at most about 1 MB.
 * Re-encoding also drops the camera's metadata (location included). Loaded only once a visitor
 * picks a photo (components/forms/photo-picker.tsx); the arithmetic is in ./plan.ts.
 */

export type PreparedPhoto =
  | { kind: 'resized'; file: File }
  /** Not decodable here (HEIC in most browsers, a damaged file) but small enough to send as it is. */
  | { kind: 'as-is'; file: File }
  | { kind: 'left-out'; name: string };

interface Picture extends Size {
  draw: (context: CanvasRenderingContext2D, width: number, height: number) => void;
  close: () => void;
}

async function decode(file: File): Promise<Picture> {
  if (typeof createImageBitmap === 'function') {
    // Turns the picture upright from its EXIF orientation (the default in current browsers, asked for anyway).
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      width: bitmap.width,
      height: bitmap.height,
      draw: (context, w, h) => context.drawImage(bitmap, 0, 0, w, h),
      close: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      width: image.naturalWidth,
      height: image.naturalHeight,
      draw: (context, w, h) => context.drawImage(image, 0, 0, w, h),
      close: () => {},
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

async function resized(file: File): Promise<File | undefined> {
  const picture = await decode(file);
  try {
    const canvas = document.createElement('canvas');
    for (const attempt of encodeAttempts(picture)) {
      canvas.width = attempt.width;
      canvas.height = attempt.height;
      const context = canvas.getContext('2d');
      if (!context) return undefined;
      // JPEG has no transparency: a PNG's clear pixels become white, not black.
      context.fillStyle = 'white';
      context.fillRect(0, 0, attempt.width, attempt.height);
      context.imageSmoothingQuality = 'high';
      picture.draw(context, attempt.width, attempt.height);
      const blob = await toJpeg(canvas, attempt.quality);
      if (blob && blob.size <= photoLimits.maxBytes) return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
    }
    return undefined;
  } finally {
    picture.close();
  }
}

/** One photo, ready to send or left out; never throws. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  try {
    const result = file.type.startsWith('image/') || !file.type ? await resized(file) : undefined;
    if (result) return { kind: 'resized', file: result };
  } catch {
    // Not a picture this browser can read: judged below like any other.
  }
  return sendableAsIs(file) ? { kind: 'as-is', file } : { kind: 'left-out', name: file.name };
}
