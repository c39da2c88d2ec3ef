import { brands } from '@/lib/content/brands';
import { galleryProjects, galleryShowsPhotos } from '@/lib/content/gallery';
import { homeWordsIn } from '@/lib/content/home';
import { pageWordsIn, staticPages } from '@/lib/content/pages';
import { allPhotos, carouselProjects, galleryProjects as recentProjects, videoPoster } from '@/lib/content/projects';

const pictures = [
  ...carouselProjects.flatMap((p) => [p.before, p.during, p.after]),
  ...recentProjects.map((p) => p.image),
  ...galleryProjects.flatMap((p) => [p.beforeImage, p.afterImage]),
  videoPoster,
];

describe('honest imagery', () => {
  it('every picture record says whether it is a photo or artwork; the shipped drawings say artwork', () => {
    for (const picture of [...pictures, ...brands]) expect(['photo', 'artwork']).toContain(picture.source);
    for (const picture of pictures) if (picture.src.endsWith('.svg')) expect(picture.source).toBe('artwork');
    for (const brand of brands) expect(brand.source).toBe('artwork');
  });

  it('calls pictures photos only when every one is a photo', () => {
    const photo = { source: 'photo' } as const;
    const artwork = { source: 'artwork' } as const;
    expect(allPhotos([photo, photo])).toBe(true);
    expect(allPhotos([photo, artwork])).toBe(false);
    expect(allPhotos([])).toBe(false);
  });

  it('the shipped wording does not claim photos or real jobs for drawings', () => {
    const { gallery } = pageWordsIn('en');
    expect(galleryShowsPhotos).toBe(false);
    expect(staticPages.gallery.description).toContain(`Before-and-after ${gallery.pictures.drawings} `);
    const shown = [staticPages.gallery.description, gallery.lead.drawings, homeWordsIn('en').showcase.intro.drawings];
    expect(shown.join(' ')).not.toMatch(/\bphoto|\breal\b/i);
  });
});
