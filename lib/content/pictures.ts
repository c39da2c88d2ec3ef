import type { Picture, PictureSource } from './schemas/common';

export type ProjectImage = Picture;

/**
 * Every project and gallery picture is drawn or cropped to one canvas, so cards line up and never
 * shift. Here, not beside the records: the carousels import it, and an island that imports a
 * records module carries the records in its code.
 */
export const projectImageSize = { width: 480, height: 360 } as const;

/** True only when every picture is a real photo: only then may the words call them photos or real jobs. */
export function allPhotos(pictures: readonly { source: PictureSource }[]): boolean {
  return pictures.length > 0 && pictures.every((picture) => picture.source === 'photo');
}
