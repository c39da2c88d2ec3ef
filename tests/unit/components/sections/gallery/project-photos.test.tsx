import { render, screen, within } from '@testing-library/react';
import { data } from '@/lib/content/generated/gallery';
import { pageWordsIn } from '@/lib/content/pages';
import { ProjectPhotos } from '@/components/sections/gallery/project-photos';
import { services } from '@/lib/content/services';

// One gallery record, shown where it sells: the Venice project with real photos is on the Venice
// page, Sarasota County's page and its service's page, in its true shape, each
// picture a link to its largest generated file; a project with drawings is on none of them.
jest.mock('@/lib/image-manifest.json', () => ({
  '/images/photos/venice-before.jpg': {
    width: 3024,
    height: 4032,
    avif: [{ src: '/images/_generated/photos/venice-before-aaa-480.avif', width: 480 }],
    webp: [
      { src: '/images/_generated/photos/venice-before-aaa-480.webp', width: 480 },
      { src: '/images/_generated/photos/venice-before-aaa-1920.webp', width: 1920 },
    ],
  },
  '/images/photos/venice-after.jpg': {
    width: 3024,
    height: 4032,
    avif: [{ src: '/images/_generated/photos/venice-after-bbb-480.avif', width: 480 }],
    webp: [{ src: '/images/_generated/photos/venice-after-bbb-1920.webp', width: 1920 }],
  },
}));

jest.mock('@/lib/content/generated/gallery', () => {
  const actual = jest.requireActual('@/lib/content/generated/gallery');
  const [venice, ...rest] = actual.data.projects;
  const photo = (src: string, alt: string) => ({ src, alt, source: 'photo' });
  return {
    ...actual,
    data: {
      projects: [
        {
          ...venice,
          location: 'Venice',
          service: 'garage-door-installation',
          beforeImage: photo('/images/photos/venice-before.jpg', 'Before: the dented old door'),
          afterImage: photo('/images/photos/venice-after.jpg', 'After: the new wind-rated door'),
        },
        // Drawings, even in Venice, are never shown as work done there.
        ...rest.map((project: object) => ({ ...project, location: 'Venice', service: 'garage-door-installation' })),
      ],
    },
  };
});

const venice = data.projects[0];
const words = pageWordsIn('en').gallery.nearby;

function expectVenicePair() {
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(1);
  expect(within(cards[0]).getByRole('heading', { level: 3 })).toHaveTextContent(venice.title);
  const after = within(cards[0]).getByRole('img', { name: 'After: the new wind-rated door' });
  expect(after).toHaveAttribute('src', '/images/_generated/photos/venice-after-bbb-1920.webp');
  expect(Number(after.getAttribute('height'))).toBeGreaterThan(Number(after.getAttribute('width')));
  expect(within(cards[0]).getByRole('link', { name: 'Before: the dented old door' })).toHaveAttribute(
    'href',
    '/images/_generated/photos/venice-before-aaa-1920.webp',
  );
  expect(document.body.innerHTML).not.toContain('/images/photos/');
}

test('the town page shows its own project', () => {
  render(<ProjectPhotos locale="en" city="venice" />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(words.title.replace('{place}', 'Venice'));
  expectVenicePair();
  expect(screen.getByRole('link', { name: words.more })).toHaveAttribute('href', '/gallery');
});

test('its county page and its service page show it', () => {
  const { unmount } = render(<ProjectPhotos locale="en" county="sarasota" />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/Sarasota/);
  expectVenicePair();
  unmount();
  render(<ProjectPhotos locale="en" service="garage-door-installation" />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(words.titleAll);
  expectVenicePair();
});

test('with no place every photo project shows; another town, county or service shows nothing', () => {
  const { unmount } = render(<ProjectPhotos locale="en" />);
  expectVenicePair();
  unmount();
  for (const props of [{ city: 'bradenton' }, { county: 'manatee' }, { service: 'spring-replacement' }] as const) {
    const { container, unmount: done } = render(<ProjectPhotos locale="en" {...props} />);
    expect(container).toBeEmptyDOMElement();
    done();
  }
});

test("every project's service names a service page, so it shows there", () => {
  const { data: records } = jest.requireActual('@/lib/content/generated/gallery');
  const slugs = services.map((service) => service.slug);
  for (const project of records.projects) if (project.service) expect(slugs).toContain(project.service);
});
