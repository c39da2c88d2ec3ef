import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '@/lib/content/fill';
import { galleryProjects } from '@/lib/content/gallery';
import { pageWords } from '@/lib/content/pages';
import { GalleryCarousel } from '@/components/sections/gallery/gallery-carousel';

const { shared, gallery } = pageWords('en');
const words = { ...shared.carousel, showing: gallery.projects.showing, dots: gallery.projects.dots, stages: shared.stages };
const total = galleryProjects.length;
const dot = (number: number) => ({ name: fill(words.show, { number, count: total }) });

const shownTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const titles = (indices: number[]) => indices.map((i) => galleryProjects[i].title);

describe('GalleryCarousel', () => {
  it('starts at the first project and shows three consecutive projects', () => {
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} words={words} />);
    expect(shownTitles()).toEqual(titles([0, 1, 2]));
    expect(screen.getByRole('button', dot(1))).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(fill(words.showing, { list: '1, 2, 3', total }))).toHaveAttribute('aria-live', 'polite');
  });

  it('wraps past the end with next and before the start with previous', async () => {
    const user = userEvent.setup();
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} words={words} />);
    await user.click(screen.getByRole('button', { name: words.previous }));
    expect(shownTitles()).toEqual(titles([total - 1, 0, 1]));
    await user.click(screen.getByRole('button', { name: words.next }));
    expect(shownTitles()).toEqual(titles([0, 1, 2]));
  });

  it('jumps to a project from its dot', async () => {
    const user = userEvent.setup();
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} words={words} />);
    await user.click(screen.getByRole('button', dot(total - 1)));
    expect(shownTitles()).toEqual(titles([total - 2, total - 1, 0]));
    expect(screen.getByRole('button', dot(total - 1))).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', dot(1))).not.toHaveAttribute('aria-current');
  });
});
