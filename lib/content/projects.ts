import { data, es } from '@/lib/content/generated/projects';
import { byLocale } from './by-locale';

export { allPhotos, type ProjectImage } from './pictures';
export { projectCategories } from './project-categories';

export type CarouselProject = (typeof data.carouselProjects)[number];

/** Every project picture is drawn or cropped to one canvas, so cards line up and never shift. */
export const projectImageSize = { width: 480, height: 360 } as const;

/** Before, during and after: three jobs for the home carousel (content/projects.json). */
export const carouselProjects = data.carouselProjects;
export const videoPoster = data.videoPoster;
/** The home page's recent-projects grid. */
export const galleryProjects = data.recentProjects;

/** The projects' words (titles, descriptions, picture descriptions) in a page's language. */
export const projectsIn = byLocale('projects', data, es);
