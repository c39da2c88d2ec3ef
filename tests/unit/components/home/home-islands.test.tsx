import { act, fireEvent, render, screen } from '@testing-library/react';
import { carouselProjects } from '@/lib/content/projects';
import { homeTestimonials } from '@/lib/content/reviews';
import { ProjectCarousel } from '@/components/home/project-carousel';
import { TestimonialRotator } from '@/components/home/testimonial-rotator';
import { VideoFacade } from '@/components/home/video-facade';

const current = (container: HTMLElement) =>
  container.querySelector('[aria-roledescription="slide"][aria-hidden="false"]')?.getAttribute('aria-label');

describe('TestimonialRotator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 4 s, wraps, and its dots jump', () => {
    const { container } = render(<TestimonialRotator testimonials={homeTestimonials} />);
    expect(current(container)).toBe('1 of 3');
    act(() => jest.advanceTimersByTime(4_000));
    expect(current(container)).toBe('2 of 3');
    act(() => jest.advanceTimersByTime(8_000));
    expect(current(container)).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
    expect(current(container)).toBe('3 of 3');
    expect(screen.getByText(`${homeTestimonials[2].author}, ${homeTestimonials[2].location}`)).toBeInTheDocument();
  });

  it('stops while hovered and when paused', () => {
    const { container } = render(<TestimonialRotator testimonials={homeTestimonials} />);
    const region = screen.getByRole('region', { name: 'Customer testimonials' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(8_000));
    expect(current(container)).toBe('1 of 3');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(8_000));
    expect(current(container)).toBe('1 of 3');
  });
});

describe('ProjectCarousel', () => {
  it('wraps both ways and jumps with its dots', () => {
    const { container } = render(<ProjectCarousel projects={carouselProjects} />);
    expect(current(container)).toMatch(/^1 of 3/);
    fireEvent.click(screen.getByRole('button', { name: 'Previous project' }));
    expect(current(container)).toMatch(/^3 of 3/);
    fireEvent.click(screen.getByRole('button', { name: 'Next project' }));
    expect(current(container)).toMatch(/^1 of 3/);
    fireEvent.click(screen.getByRole('button', { name: 'Show project 2 of 3' }));
    expect(current(container)).toMatch(/^2 of 3/);
  });
});

describe('VideoFacade', () => {
  it('inserts the privacy-enhanced frame only after the click', () => {
    const { container } = render(<VideoFacade videoId="abc123" title="Spring repair" poster="/poster.svg" />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Spring repair' }));
    const frame = screen.getByTitle('Spring repair');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
  });
});
