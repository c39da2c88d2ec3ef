/**
 * Home page projects. The images are original artwork in public/images/home/; to show real
 * photos, drop them in that folder and point these records at them.
 */
export interface ProjectImage {
  src: string;
  alt: string;
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

const img = (name: string, alt: string): ProjectImage => ({ src: `/images/home/${name}.svg`, alt });

/** Before, during and after: three jobs for the home carousel. */
export const carouselProjects = [
  {
    title: 'Storm-battered door to hurricane-rated steel',
    location: 'Venice',
    description:
      'A 20-year-old door had buckled panels and no wind rating. We installed a reinforced, insulated door rated for Florida wind loads, with a new opener and the label the insurer asked for.',
    before: img('venice-before', 'Dented, buckled beige garage door before the upgrade in Venice'),
    during: img('venice-during', 'Technician fitting the new reinforced door panels in Venice'),
    after: img('venice-after', 'New white hurricane-rated garage door with windows in Venice'),
  },
  {
    title: 'Snapped torsion spring, fixed before lunch',
    location: 'Lakewood Ranch',
    description:
      'The spring broke with both cars inside. We replaced both springs with high-cycle, oil-tempered ones, new cables and bearings, and rebalanced the door so the opener is not straining.',
    before: img('lakewood-before', 'Garage door hanging crooked after a torsion spring broke in Lakewood Ranch'),
    during: img('lakewood-during', 'Garage door open with new torsion springs being wound in Lakewood Ranch'),
    after: img('lakewood-after', 'Balanced, level garage door closed again in Lakewood Ranch'),
  },
  {
    title: 'Salt-air corrosion on a bayfront carriage door',
    location: 'Siesta Key',
    description:
      'Gulf salt had rusted the rollers, hinges and bottom seal. We fitted stainless hinges, sealed nylon rollers and a marine-grade seal, then set the home up for twice-yearly tune-ups.',
    before: img('siesta-before', 'Rust-streaked carriage garage door with a torn seal on Siesta Key'),
    during: img('siesta-during', 'New stainless hinges and rollers being fitted on Siesta Key'),
    after: img('siesta-after', 'Restored dark carriage-house garage door on Siesta Key'),
  },
] as const satisfies readonly CarouselProject[];

/** Six recent jobs for the home gallery, one category each. */
export const galleryProjects = [
  {
    title: 'Insulated double door for a new build',
    location: 'North Port',
    client: 'The Alvarez family',
    description: 'A 16-foot insulated steel door with a quiet belt-drive opener and battery backup for hurricane-season outages.',
    image: img('gallery-north-port', 'White insulated double garage door on a new home in North Port'),
    category: 'Installation',
  },
  {
    title: 'Off-track door back on its rollers',
    location: 'Bradenton',
    client: 'A homeowner in Palma Sola',
    description: 'A car nudged the door off its track. We straightened the track, replaced two bent sections and set the safety eyes.',
    image: img('gallery-bradenton', 'Garage door running straight in its tracks again in Bradenton'),
    category: 'Repair',
  },
  {
    title: 'Wood-look door replaces a rotting one',
    location: 'Nokomis',
    client: 'The Whitfield residence',
    description: 'Humidity had swollen and split the old wood door. The new one is wood-look steel that will not rot or warp.',
    image: img('gallery-nokomis', 'Wood-look steel carriage garage door on a home in Nokomis'),
    category: 'Replacement',
  },
  {
    title: 'Pre-season 26-point tune-up',
    location: 'Osprey',
    client: 'A rental owner near Oscar Scherer Park',
    description: 'Springs, cables and rollers checked and lubricated, the auto-reverse tested, and worn weather seals replaced before June.',
    image: img('gallery-osprey', 'Technician tuning up a garage door before hurricane season in Osprey'),
    category: 'Maintenance',
  },
  {
    title: 'Roll-up doors for a marina workshop',
    location: 'Englewood',
    client: 'A boat service shop on Lemon Bay',
    description: 'Three galvanized roll-up doors with wind locks and commercial openers, installed over a weekend so the shop never closed.',
    image: img('gallery-englewood', 'Three galvanized roll-up doors on a marina workshop in Englewood'),
    category: 'Commercial',
  },
  {
    title: 'Opener upgrade with phone control',
    location: 'Palmetto',
    client: 'The Nguyen family',
    description: 'A failing chain opener swapped for a smart belt drive, with two remotes, a keypad and alerts on their phones.',
    image: img('gallery-palmetto', 'Modern garage door with a new smart opener in Palmetto'),
    category: 'Repair',
  },
] as const satisfies readonly RecentProject[];
