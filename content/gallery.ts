import type { Project, ProjectImage } from './projects';

/** The gallery page's five before-and-after projects. Artwork lives in public/images/gallery/. */
export interface GalleryProject extends Project {
  beforeImage: ProjectImage;
  afterImage: ProjectImage;
}

/** Every gallery image is drawn on the same canvas, so the cards line up and never shift. */
export const galleryImageSize = { width: 480, height: 360 } as const;

/** Cards shown at once in the carousel (docs/product.md#constants). */
export const galleryVisibleCount = 3;

export const galleryProjects = [
  {
    title: 'Hurricane-rated door upgrade',
    location: 'Venice',
    description: 'A dented, unrated 1990s door replaced with a wind-rated steel door and reinforcing struts, with the approval label the homeowner’s insurer asked for.',
    beforeImage: { src: '/images/gallery/hurricane-upgrade-before.svg', alt: 'Before: a dented, faded garage door with no wind rating' },
    afterImage: { src: '/images/gallery/hurricane-upgrade-after.svg', alt: 'After: a new white wind-rated steel garage door with reinforcing struts' },
  },
  {
    title: 'Broken torsion spring',
    location: 'Bradenton',
    description: 'A spring snapped overnight and left the car trapped. Both springs were replaced with high-cycle springs and the door rebalanced the same morning.',
    beforeImage: { src: '/images/gallery/spring-repair-before.svg', alt: 'Before: a torsion spring above the door with a broken gap in its coil' },
    afterImage: { src: '/images/gallery/spring-repair-after.svg', alt: 'After: two new matched torsion springs mounted above the door' },
  },
  {
    title: 'Off-track door realigned',
    location: 'North Port',
    description: 'A bumped door hung crooked out of its track. We straightened the track, fitted new nylon rollers and checked both cables before closing it again.',
    beforeImage: { src: '/images/gallery/off-track-before.svg', alt: 'Before: a garage door hanging crooked, one side out of its track' },
    afterImage: { src: '/images/gallery/off-track-after.svg', alt: 'After: the same door sitting level and closed in straight tracks' },
  },
  {
    title: 'Salt-air hardware refit',
    location: 'Siesta Key',
    description: 'Two blocks from the beach, rollers, hinges and brackets had rusted through. We refitted stainless hinges and sealed rollers and added a new bottom seal.',
    beforeImage: { src: '/images/gallery/salt-air-before.svg', alt: 'Before: rusted hinges and rollers streaking a garage door with corrosion' },
    afterImage: { src: '/images/gallery/salt-air-after.svg', alt: 'After: clean stainless hinges and sealed rollers on a fresh door' },
  },
  {
    title: 'Carriage-house replacement',
    location: 'Lakewood Ranch',
    description: 'A sun-faded flat-panel door swapped for an insulated carriage-house style door with impact-rated windows that matches the home’s trim.',
    beforeImage: { src: '/images/gallery/carriage-house-before.svg', alt: 'Before: a plain, sun-faded flat-panel garage door' },
    afterImage: { src: '/images/gallery/carriage-house-after.svg', alt: 'After: a carriage-house style door with a row of windows and black handles' },
  },
] satisfies GalleryProject[];
