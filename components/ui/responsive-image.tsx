import { imageVariants, intrinsicBox, publishedImage, srcSet } from '@/lib/image-manifest';
import { cn } from '@/lib/cn';

export interface ResponsiveImageProps {
  /** Path under public/, for example /images/projects/storm-door-after.svg or /images/photos/new-door.jpg */
  src: string;
  alt: string;
  /** The box it is drawn in; a raster photo keeps this width and takes its height from the photo's own shape. */
  width: number;
  height: number;
  /** Rendered width per viewport, for raster photos; defaults to `width` px, or the viewport when narrower. */
  sizes?: string;
  className?: string;
}

/**
 * Every content image goes through here, loaded lazily. SVG artwork is served as it is; a raster
 * photo gets the AVIF and WebP variants scripts/assets/build.ts wrote for it, so the browser picks the
 * smallest file that is sharp at its rendered width. Its width and height come from the photo as
 * shown (an upright phone photo is portrait), so the box does not change shape when it loads, and
 * the fallback src is a generated file too: the uploaded original is never published.
 */
export function ResponsiveImage({ src, alt, width: boxWidth, height: boxHeight, sizes, className }: ResponsiveImageProps) {
  const variants = imageVariants(src);
  const { width, height } = intrinsicBox(src, boxWidth, boxHeight);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no default image loader
    <img
      src={publishedImage(src)}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cn('h-auto max-w-full', className)}
    />
  );
  if (!variants) return img;
  const renderedSizes = sizes ?? `(min-width: ${width}px) ${width}px, 100vw`;
  return (
    // display: contents keeps the <img> the layout child, so flex, grid and object-fit classes still apply.
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(variants.avif)} sizes={renderedSizes} />
      <source type="image/webp" srcSet={srcSet(variants.webp)} sizes={renderedSizes} />
      {img}
    </picture>
  );
}
