import { data } from '@/lib/content/generated/projects';
import { allPhotos } from './pictures';

export { allPhotos, type ProjectImage } from './pictures';
export { projectCategories } from './project-categories';

export type CarouselProject = (typeof data.carouselProjects)[number];

/** Every project picture is drawn or cropped to one canvas, so cards line up and never shift. */
export const projectImageSize = { width: 480, height: 360 } as const;

/** Before, during and after: three jobs for the home carousel (content/projects.json). */
export const carouselProjects = data.carouselProjects;
/** The carousel's intro: it calls the pictures real only when every one is a photo. */
export const carouselIntro = allPhotos(carouselProjects.flatMap((project) => [project.before, project.during, project.after]))
  ? 'Three recent jobs from our crews, photographed from the first look to the finished door.'
  : 'Three recent jobs from our crews, illustrated from the first look to the finished door.';
export const videoPoster = data.videoPoster;
/** The home page's recent-projects grid. */
export const galleryProjects = data.recentProjects;
