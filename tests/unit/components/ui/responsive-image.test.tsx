import { render } from '@testing-library/react';
import { ResponsiveImage } from '@/components/ui/responsive-image';

jest.mock('@/lib/image-manifest.json', () => ({
  '/images/photos/new-door.jpg': {
    width: 1000,
    height: 600,
    avif: [
      { src: '/images/_generated/photos/new-door-abc-480.avif', width: 480 },
      { src: '/images/_generated/photos/new-door-abc-1000.avif', width: 1000 },
    ],
    webp: [
      { src: '/images/_generated/photos/new-door-abc-480.webp', width: 480 },
      { src: '/images/_generated/photos/new-door-abc-1000.webp', width: 1000 },
    ],
  },
  '/images/photos/IMG 0412.jpg': {
    width: 3024,
    height: 4032,
    avif: [{ src: '/images/_generated/photos/img-0412-abc-480.avif', width: 480 }],
    webp: [
      { src: '/images/_generated/photos/img-0412-abc-480.webp', width: 480 },
      { src: '/images/_generated/photos/img-0412-abc-1920.webp', width: 1920 },
    ],
  },
}));

test('an upright phone photo is laid out portrait, from the photo as shown, whatever box the page asks for', () => {
  const { getByRole } = render(<ResponsiveImage src="/images/photos/IMG 0412.jpg" alt="New door" width={480} height={360} />);
  const img = getByRole('img', { name: 'New door' });
  expect(img).toHaveAttribute('width', '480');
  expect(img).toHaveAttribute('height', '640');
});

test('the fallback src is the largest generated WebP, never the uploaded original (an encoded name finds it too)', () => {
  const { getByRole } = render(<ResponsiveImage src="/images/photos/IMG%200412.jpg" alt="New door" width={480} height={360} />);
  expect(getByRole('img', { name: 'New door' })).toHaveAttribute('src', '/images/_generated/photos/img-0412-abc-1920.webp');
});

test('a raster photo renders AVIF and WebP sources with widths, lazily by default', () => {
  const { container, getByRole } = render(
    <ResponsiveImage src="/images/photos/new-door.jpg" alt="New insulated door in Venice" width={640} height={384} />,
  );
  const [avif, webp] = container.querySelectorAll('picture > source');
  expect(avif).toHaveAttribute('type', 'image/avif');
  expect(avif).toHaveAttribute(
    'srcset',
    '/images/_generated/photos/new-door-abc-480.avif 480w, /images/_generated/photos/new-door-abc-1000.avif 1000w',
  );
  expect(avif).toHaveAttribute('sizes', '(min-width: 640px) 640px, 100vw');
  expect(webp).toHaveAttribute('type', 'image/webp');
  const img = getByRole('img', { name: 'New insulated door in Venice' });
  expect(img).toHaveAttribute('width', '640');
  expect(img).toHaveAttribute('height', '384');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).not.toHaveAttribute('fetchpriority');
});

test('given sizes reach every source', () => {
  const { container } = render(<ResponsiveImage src="/images/photos/new-door.jpg" alt="Door" width={1000} height={600} sizes="100vw" />);
  for (const source of container.querySelectorAll('source')) expect(source).toHaveAttribute('sizes', '100vw');
});

test('SVG artwork is a plain img with its size', () => {
  const { container, getByRole } = render(
    <ResponsiveImage src="/images/projects/door.svg" alt="Carriage-house door" width={800} height={600} />,
  );
  expect(container.querySelector('picture')).toBeNull();
  expect(getByRole('img', { name: 'Carriage-house door' })).toHaveAttribute('src', '/images/projects/door.svg');
});
