import { data } from '@/lib/content/generated/gallery';
import { allPhotos } from './pictures';

export type GalleryProject = (typeof data.projects)[number];

/** Cards shown at once in the carousel. */
export const galleryVisibleCount = 3;

/** The gallery page's before-and-after projects (content/gallery.json). */
export const galleryProjects = data.projects;

/** Only when every picture is a photo may the gallery's words call them photos. */
export const galleryShowsPhotos = allPhotos(galleryProjects.flatMap((project) => [project.beforeImage, project.afterImage]));
