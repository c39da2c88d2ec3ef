import generated from './image-manifest.json';

export interface ImageVariant {
  src: string;
  width: number;
}

export interface ImageVariants {
  /** Intrinsic size of the source photo, after EXIF rotation. */
  width: number;
  height: number;
  avif: ImageVariant[];
  webp: ImageVariant[];
}

export type ImageManifest = Record<string, ImageVariants>;

// Written by scripts/assets/build.ts before every build; `{}` while public/images/ holds no raster.
const manifest = generated as ImageManifest;

/** `/images/photos/IMG%200412.jpg` as the manifest keys it: `/images/photos/IMG 0412.jpg`. */
function decoded(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}

/** The responsive variants of a raster under public/images/, or undefined (SVG, or not built yet). */
export function imageVariants(src: string): ImageVariants | undefined {
  if (Object.hasOwn(manifest, src)) return manifest[src];
  const key = decoded(src);
  return Object.hasOwn(manifest, key) ? manifest[key] : undefined;
}

/**
 * The one file that stands for a picture where a single address is needed (an <img> fallback,
 * structured data, a link to the full size): a raster's largest generated WebP, never the
 * uploaded original, which the export leaves out; SVG artwork as it is.
 */
export function publishedImage(src: string): string {
  return imageVariants(src)?.webp.at(-1)?.src ?? src;
}

/** A box `width` wide in the picture's own shape (after EXIF rotation), or the given box for artwork. */
export function intrinsicBox(src: string, width: number, height: number): { width: number; height: number } {
  const variants = imageVariants(src);
  if (!variants) return { width, height };
  return { width, height: Math.round((width * variants.height) / variants.width) };
}

export function srcSet(variants: ImageVariant[]): string {
  return variants.map((v) => `${v.src} ${v.width}w`).join(', ');
}
