import { getCity } from './cities';
import { cityPages } from './city-pages';
import { services } from './services';

export interface NavLink {
  href: string;
  label: string;
}

/** Header Services menu, in the product's order (docs/product.md#shared-on-every-page). */
export const serviceLinks: NavLink[] = services.map((s) => ({ href: `/${s.slug}`, label: s.menuLabel }));

const locationOrder = [
  'garage-door-sarasota',
  'garage-door-venice',
  'garage-door-bradenton',
  'garage-door-north-port',
  'garage-door-siesta-key',
  'garage-door-lakewood-ranch',
  'garage-door-service-osprey',
  'garage-door-englewood',
  'garage-door-punta-gorda',
  'garage-door-palmetto',
  'garage-door-service-nokomis',
] as const;

/** Header Locations menu, in the product's order; each city's richest page (docs/decisions/003-city-route-mapping.md). */
export const locationLinks: NavLink[] = locationOrder.map((slug) => {
  const page = cityPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Locations menu names a missing page: ${slug}`);
  return { href: `/${slug}`, label: getCity(page.city).name };
});

export const mobileMenuLimit = 5;

export const primaryLinks = {
  home: { href: '/', label: 'Home' },
  reviews: { href: '/reviews', label: 'Reviews' },
  gallery: { href: '/gallery', label: 'Gallery' },
  contact: { href: '/about-us', label: 'Contact' },
} satisfies Record<string, NavLink>;

export const footerCompanyLinks: NavLink[] = [
  { href: '/about-us', label: 'About Us' },
  { href: '/faq', label: 'FAQ' },
  { href: '/pricing', label: 'Prices' },
  { href: '/service-area', label: 'Service Area & ZIP Codes' },
  { href: '/reviews', label: 'Reviews' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/blog', label: 'Blog & Tips' },
  { href: '/privacy-policy', label: 'Privacy Policy & Terms' },
];
