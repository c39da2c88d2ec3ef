import { imageVariants, srcSet } from '@/lib/image-manifest';
import { cn } from '@/lib/cn';

export interface ResponsiveImageProps {
  /** Path under public/, for example /images/projects/storm-door-after.svg or /images/photos/new-door.jpg */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Rendered width per viewport, for raster photos; defaults to `width` px, or the viewport when narrower. */
  sizes?: string;
  className?: string;
}

/**
 * Every content image goes through here, loaded lazily. SVG artwork is served as it is; a raster
 * photo gets the AVIF and WebP variants scripts/assets/build.ts wrote for it, so the browser picks the
 * smallest file that is sharp at its rendered width.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, className }: ResponsiveImageProps) {
  const variants = imageVariants(src);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no default image loader
    <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={cn('h-auto max-w-full', className)} />
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
