import type { ImageManifest } from '../lib/image-manifest';

export declare const variantWidths: number[];
export declare const rasterPattern: RegExp;
export declare function targetWidths(sourceWidth: number): number[];
export declare function buildImages(options?: {
  imagesDir?: string;
  publicPath?: string;
  manifestFile?: string;
  log?: (message: string) => void;
}): Promise<ImageManifest>;
