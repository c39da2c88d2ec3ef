import { cn } from '@/lib/cn';

export interface ResponsiveImageProps {
  /** Path under public/, for example /images/projects/storm-door-after.svg */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest above-the-fold image: loaded first, never lazily. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** Every content image goes through here, so the image pipeline has one place to change. */
export function ResponsiveImage({ src, alt, width, height, priority = false, sizes, className }: ResponsiveImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no default image loader
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('h-auto max-w-full', className)}
    />
  );
}
