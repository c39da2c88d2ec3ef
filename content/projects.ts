/**
 * Home page projects. The shipped pictures are drawings (public/images/home/), each marked
 * `source: 'artwork'`; README "Photos" says how to replace them with photos of real jobs.
 */

/** 'photo': a real photograph of this job; 'artwork': a drawing standing in for one. */
export type PictureSource = 'photo' | 'artwork';

export interface ProjectImage {
  src: string;
  alt: string;
  source: PictureSource;
}

/** True only when every picture is a real photo: only then may the words call them photos or real jobs. */
export function allPhotos(pictures: readonly { source: PictureSource }[]): boolean {
  return pictures.length > 0 && pictures.every((picture) => picture.source === 'photo');
}

/** A job we did: what, where and what it took. Each list of projects adds its own pictures. */
export interface Project {
  title: string;
  location: string;
  description: string;
}

/** The home carousel: before, during and after. */
export interface CarouselProject extends Project {
  before: ProjectImage;
  during: ProjectImage;
  after: ProjectImage;
}

export const projectCategories = ['Installation', 'Repair', 'Replacement', 'Maintenance', 'Commercial'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

/** The home page's recent-projects grid: one picture, the client and the kind of job. */
export interface RecentProject extends Project {
  client: string;
  image: ProjectImage;
  category: ProjectCategory;
}

export const projectImageSize = { width: 480, height: 360 } as const;

/** Before, during and after: three jobs for the home carousel. */
export const carouselProjects = [
  {
    title: 'Storm-battered door to hurricane-rated steel',
    location: 'Venice',
    description:
      'A 20-year-old door had buckled panels and no wind rating. We installed a reinforced, insulated door rated for Florida wind loads, with a new opener and the label the insurer asked for.',
    before: { src: '/images/home/venice-before.svg', alt: 'Dented, buckled beige garage door before the upgrade in Venice', source: 'artwork' },
    during: { src: '/images/home/venice-during.svg', alt: 'Technician fitting the new reinforced door panels in Venice', source: 'artwork' },
    after: { src: '/images/home/venice-after.svg', alt: 'New white hurricane-rated garage door with windows in Venice', source: 'artwork' },
  },
  {
    title: 'Snapped torsion spring, fixed before lunch',
    location: 'Lakewood Ranch',
    description:
      'The spring broke with both cars inside. We replaced both springs with high-cycle, oil-tempered ones, new cables and bearings, and rebalanced the door so the opener is not straining.',
    before: { src: '/images/home/lakewood-before.svg', alt: 'Garage door hanging crooked after a torsion spring broke in Lakewood Ranch', source: 'artwork' },
    during: { src: '/images/home/lakewood-during.svg', alt: 'Garage door open with new torsion springs being wound in Lakewood Ranch', source: 'artwork' },
    after: { src: '/images/home/lakewood-after.svg', alt: 'Balanced, level garage door closed again in Lakewood Ranch', source: 'artwork' },
  },
  {
    title: 'Salt-air corrosion on a bayfront carriage door',
    location: 'Siesta Key',
    description:
      'Gulf salt had rusted the rollers, hinges and bottom seal. We fitted stainless hinges, sealed nylon rollers and a marine-grade seal, then set the home up for twice-yearly tune-ups.',
    before: { src: '/images/home/siesta-before.svg', alt: 'Rust-streaked carriage garage door with a torn seal on Siesta Key', source: 'artwork' },
    during: { src: '/images/home/siesta-during.svg', alt: 'New stainless hinges and rollers being fitted on Siesta Key', source: 'artwork' },
    after: { src: '/images/home/siesta-after.svg', alt: 'Restored dark carriage-house garage door on Siesta Key', source: 'artwork' },
  },
] as const satisfies readonly CarouselProject[];

/** The carousel's intro: it calls the pictures real only when every one is a photo. */
export const carouselIntro = allPhotos(carouselProjects.flatMap((project) => [project.before, project.during, project.after]))
  ? 'Three recent jobs from our crews, photographed from the first look to the finished door.'
  : 'Three recent jobs from our crews, illustrated from the first look to the finished door.';

/** The promotional video's poster, shown until the visitor plays the video. */
export const videoPoster = { src: '/images/home/video-poster.svg', alt: '', source: 'artwork' } as const satisfies ProjectImage;

/** Six recent jobs for the home gallery, one category each. */
export const galleryProjects = [
  {
    title: 'Insulated double door for a new build',
    location: 'North Port',
    client: 'The Alvarez family',
    description: 'A 16-foot insulated steel door with a quiet belt-drive opener and battery backup for hurricane-season outages.',
    image: { src: '/images/home/gallery-north-port.svg', alt: 'White insulated double garage door on a new home in North Port', source: 'artwork' },
    category: 'Installation',
  },
  {
    title: 'Off-track door back on its rollers',
    location: 'Bradenton',
    client: 'A homeowner in Palma Sola',
    description: 'A car nudged the door off its track. We straightened the track, replaced two bent sections and set the safety eyes.',
    image: { src: '/images/home/gallery-bradenton.svg', alt: 'Garage door running straight in its tracks again in Bradenton', source: 'artwork' },
    category: 'Repair',
  },
  {
    title: 'Wood-look door replaces a rotting one',
    location: 'Nokomis',
    client: 'The Whitfield residence',
    description: 'Humidity had swollen and split the old wood door. The new one is wood-look steel that will not rot or warp.',
    image: { src: '/images/home/gallery-nokomis.svg', alt: 'Wood-look steel carriage garage door on a home in Nokomis', source: 'artwork' },
    category: 'Replacement',
  },
  {
    title: 'Pre-season 26-point tune-up',
    location: 'Osprey',
    client: 'A rental owner near Oscar Scherer Park',
    description: 'Springs, cables and rollers checked and lubricated, the auto-reverse tested, and worn weather seals replaced before June.',
    image: { src: '/images/home/gallery-osprey.svg', alt: 'Technician tuning up a garage door before hurricane season in Osprey', source: 'artwork' },
    category: 'Maintenance',
  },
  {
    title: 'Roll-up doors for a marina workshop',
    location: 'Englewood',
    client: 'A boat service shop on Lemon Bay',
    description: 'Three galvanized roll-up doors with wind locks and commercial openers, installed over a weekend so the shop never closed.',
    image: { src: '/images/home/gallery-englewood.svg', alt: 'Three galvanized roll-up doors on a marina workshop in Englewood', source: 'artwork' },
    category: 'Commercial',
  },
  {
    title: 'Opener upgrade with phone control',
    location: 'Palmetto',
    client: 'The Nguyen family',
    description: 'A failing chain opener swapped for a smart belt drive, with two remotes, a keypad and alerts on their phones.',
    image: { src: '/images/home/gallery-palmetto.svg', alt: 'Modern garage door with a new smart opener in Palmetto', source: 'artwork' },
    category: 'Repair',
  },
] as const satisfies readonly RecentProject[];
