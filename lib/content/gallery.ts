import { data } from '@/lib/content/generated/gallery';
import { allPhotos } from './pictures';

export type GalleryProject = (typeof data.projects)[number];

/** The gallery page's before-and-after projects (content/gallery.json). */
export const galleryProjects = data.projects;

/** Only when every picture is a photo may the gallery's words call them photos. */
export const galleryShowsPhotos = allPhotos(galleryProjects.flatMap((project) => [project.beforeImage, project.afterImage]));

/** Where a page sells: the towns it is about (a town's own, a county's), or its service page's address. */
export interface ProjectPlace {
  towns?: readonly string[];
  service?: string;
}

/**
 * The projects a page shows from the one gallery record: those in its towns or of its service,
 * with both pictures real photos (a drawing is never shown as work done in a town); with no place
 * every such project. In the gallery's order.
 */
export function projectsFor(place: ProjectPlace, projects: readonly GalleryProject[] = galleryProjects): GalleryProject[] {
  return projects.filter(
    (project) =>
      allPhotos([project.beforeImage, project.afterImage]) &&
      (place.towns ? place.towns.includes(project.location) : true) &&
      (place.service ? project.service === place.service : true),
  );
}
