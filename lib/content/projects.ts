import { data, es } from '@/lib/content/generated/projects';
import { byLocale } from './by-locale';

export { allPhotos, type ProjectImage } from './pictures';
export { projectCategories } from './project-categories';

export type CarouselProject = (typeof data.carouselProjects)[number];

/** Before, during and after: three jobs for the home carousel (content/projects.json). */
export const carouselProjects = data.carouselProjects;
export const videoPoster = data.videoPoster;
/** The home page's recent-projects grid. */
export const galleryProjects = data.recentProjects;

/** The projects' words (titles, descriptions, picture descriptions) in a page's language. */
export const projectsIn = byLocale('projects', data, es);
