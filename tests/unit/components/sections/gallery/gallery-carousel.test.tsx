import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { galleryProjects } from '@/lib/content/gallery';
import { GalleryCarousel } from '@/components/sections/gallery/gallery-carousel';

const shownTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const titles = (indices: number[]) => indices.map((i) => galleryProjects[i].title);

describe('GalleryCarousel', () => {
  it('starts at the first project and shows three consecutive projects', () => {
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} />);
    expect(shownTitles()).toEqual(titles([0, 1, 2]));
    expect(screen.getByRole('button', { name: 'Show project 1 of 5' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Showing projects 1, 2, 3 of 5')).toHaveAttribute('aria-live', 'polite');
  });

  it('wraps past the end with next and before the start with previous', async () => {
    const user = userEvent.setup();
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} />);
    await user.click(screen.getByRole('button', { name: 'Previous project' }));
    expect(shownTitles()).toEqual(titles([4, 0, 1]));
    await user.click(screen.getByRole('button', { name: 'Next project' }));
    expect(shownTitles()).toEqual(titles([0, 1, 2]));
  });

  it('jumps to a project from its dot', async () => {
    const user = userEvent.setup();
    render(<GalleryCarousel projects={galleryProjects} visibleCount={3} />);
    await user.click(screen.getByRole('button', { name: 'Show project 4 of 5' }));
    expect(shownTitles()).toEqual(titles([3, 4, 0]));
    expect(screen.getByRole('button', { name: 'Show project 4 of 5' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show project 1 of 5' })).not.toHaveAttribute('aria-current');
  });
});
