import { act, fireEvent, render, screen } from '@testing-library/react';
import { fill, numbered } from '@/lib/content/fill';
import { homeWordsIn } from '@/lib/content/home';
import { pageWordsIn } from '@/lib/content/pages';
import { carouselProjects } from '@/lib/content/projects';
import { homeTestimonials, reviewSourceLine } from '@/lib/content/reviews';
import { ProjectCarousel } from '@/components/sections/home/project-carousel';
import { TestimonialRotator } from '@/components/sections/home/testimonial-rotator';
import { VideoFacade } from '@/components/sections/home/video-facade';

// The islands get their words from the home page's records; the names below are read from the same records.
const home = homeWordsIn('en');
const shared = pageWordsIn('en').shared;
const rotatorWords = {
  ...home.testimonials,
  slides: numbered(home.testimonials.slide, homeTestimonials.length),
  dots: numbered(home.testimonials.show, homeTestimonials.length),
  rated: numbered(shared.rated, homeTestimonials.length, (index) => ({ stars: homeTestimonials[index].rating })),
  sources: homeTestimonials.map((testimonial) => reviewSourceLine(testimonial, 'en')),
};
const carouselWords = {
  ...shared.carousel,
  name: home.showcase.name,
  slides: numbered(home.showcase.slide, carouselProjects.length, (index) => ({ title: carouselProjects[index].title })),
  dots: numbered(shared.carousel.show, carouselProjects.length),
  stages: shared.stages,
};

const current = (container: HTMLElement) =>
  container.querySelector('[aria-roledescription="slide"][aria-hidden="false"]')?.getAttribute('aria-label');

describe('TestimonialRotator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 4 s, wraps, and its dots jump', () => {
    const { container } = render(<TestimonialRotator testimonials={homeTestimonials} words={rotatorWords} />);
    const slide = (number: number) => fill(rotatorWords.slide, { number, count: 3 });
    expect(current(container)).toBe(slide(1));
    act(() => jest.advanceTimersByTime(4_000));
    expect(current(container)).toBe(slide(2));
    act(() => jest.advanceTimersByTime(8_000));
    expect(current(container)).toBe(slide(1));
    fireEvent.click(screen.getByRole('button', { name: fill(rotatorWords.show, { number: 3, count: 3 }) }));
    expect(current(container)).toBe(slide(3));
    expect(screen.getByText(`${homeTestimonials[2].author}, ${homeTestimonials[2].location}`)).toBeInTheDocument();
  });

  it('says where each testimonial can be read, with a link to it', () => {
    const { container } = render(<TestimonialRotator testimonials={homeTestimonials} words={rotatorWords} />);
    const shown = container.querySelector('[aria-roledescription="slide"][aria-hidden="false"]') as HTMLElement;
    const line = rotatorWords.sources[0];
    expect(line.href).toMatch(/^https:\/\//);
    expect(shown.querySelector(`a[href="${line.href}"]`)).toHaveTextContent(line.text);
  });

  it('stops while hovered and when paused', () => {
    const { container } = render(<TestimonialRotator testimonials={homeTestimonials} words={rotatorWords} />);
    const first = fill(rotatorWords.slide, { number: 1, count: 3 });
    const region = screen.getByRole('region', { name: rotatorWords.name });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(8_000));
    expect(current(container)).toBe(first);
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: rotatorWords.pause }));
    expect(screen.getByRole('button', { name: rotatorWords.play })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(8_000));
    expect(current(container)).toBe(first);
  });
});

describe('ProjectCarousel', () => {
  it('wraps both ways and jumps with its dots', () => {
    const { container } = render(<ProjectCarousel projects={carouselProjects} state="FL" words={carouselWords} />);
    const slide = (number: number) => fill(home.showcase.slide, { number, count: 3, title: carouselProjects[number - 1].title });
    expect(current(container)).toBe(slide(1));
    fireEvent.click(screen.getByRole('button', { name: carouselWords.previous }));
    expect(current(container)).toBe(slide(3));
    fireEvent.click(screen.getByRole('button', { name: carouselWords.next }));
    expect(current(container)).toBe(slide(1));
    fireEvent.click(screen.getByRole('button', { name: fill(carouselWords.show, { number: 2, count: 3 }) }));
    expect(current(container)).toBe(slide(2));
    expect(screen.getAllByText(carouselWords.stages.during)).toHaveLength(3);
  });
});

describe('VideoFacade', () => {
  it('inserts the privacy-enhanced frame only after the click', () => {
    const playLabel = fill(home.video.play, { title: 'Spring repair' });
    const { container } = render(<VideoFacade videoId="abc123" title="Spring repair" playLabel={playLabel} poster="/poster.svg" />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: playLabel }));
    const frame = screen.getByTitle('Spring repair');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
  });
});
