import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visibleIndices } from '@/lib/browser/carousel';
import { fill, numbered } from '@/lib/content/fill';
import { galleryProjects } from '@/lib/content/gallery';
import { pageWordsIn } from '@/lib/content/pages';
import { GalleryCarousel } from '@/components/sections/gallery/gallery-carousel';

const { shared, gallery } = pageWordsIn('en');
const total = galleryProjects.length;
// What the gallery page hands the island: one "showing" line per start, one name per dot.
const words = {
  previous: shared.carousel.previous,
  next: shared.carousel.next,
  dotsName: gallery.projects.dots,
  dots: numbered(shared.carousel.show, total),
  showing: numbered(gallery.projects.showing, total, (start) => ({
    list: visibleIndices(start, total, 3)
      .map((index) => index + 1)
      .join(', '),
    total,
  })),
  stages: shared.stages,
};
const dot = (number: number) => ({ name: fill(shared.carousel.show, { number, count: total }) });

const shownTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const titles = (indices: number[]) => indices.map((i) => galleryProjects[i].title);

describe('GalleryCarousel', () => {
  it('starts at the first project and shows three consecutive projects', () => {
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} state="FL" words={words} />);
    expect(shownTitles()).toEqual(titles([0, 1, 2]));
    expect(screen.getByRole('button', dot(1))).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(fill(gallery.projects.showing, { list: '1, 2, 3', total }))).toHaveAttribute('aria-live', 'polite');
  });

  it('wraps past the end with next and before the start with previous', async () => {
    const user = userEvent.setup();
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} state="FL" words={words} />);
    await user.click(screen.getByRole('button', { name: words.previous }));
    expect(shownTitles()).toEqual(titles([total - 1, 0, 1]));
    expect(screen.getByText(fill(gallery.projects.showing, { list: `${total}, 1, 2`, total }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.next }));
    expect(shownTitles()).toEqual(titles([0, 1, 2]));
  });

  it('jumps to a project from its dot', async () => {
    const user = userEvent.setup();
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} state="FL" words={words} />);
    await user.click(screen.getByRole('button', dot(total - 1)));
    expect(shownTitles()).toEqual(titles([total - 2, total - 1, 0]));
    expect(screen.getByRole('button', dot(total - 1))).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', dot(1))).not.toHaveAttribute('aria-current');
  });
});
