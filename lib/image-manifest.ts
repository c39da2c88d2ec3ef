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

/** The responsive variants of a raster under public/images/, or undefined (SVG, or not built yet). */
export function imageVariants(src: string): ImageVariants | undefined {
  return Object.hasOwn(manifest, src) ? manifest[src] : undefined;
}

export function srcSet(variants: ImageVariant[]): string {
  return variants.map((v) => `${v.src} ${v.width}w`).join(', ');
}
