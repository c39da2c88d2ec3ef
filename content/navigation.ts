import { citiesByMenuPosition, primaryCityPage } from '@/lib/content/cities';
import { services } from '@/lib/content/services';

export interface NavLink {
  href: string;
  label: string;
}

/** Header Services menu, in the product's order (docs/product.md#shared-on-every-page). */
export const serviceLinks: NavLink[] = services.map((s) => ({ href: `/${s.slug}`, label: s.menuLabel }));

/** Header Locations menu and the footer's Service Areas: each city's richest page, in each city's menuPosition order. */
export const locationLinks: NavLink[] = citiesByMenuPosition.map((city) => ({
  href: `/${primaryCityPage(city.slug).slug}`,
  label: city.name,
}));

/** The mobile menu shows the first five services and the first five locations. */
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

/** Links inside page content, so no page is reachable from the footer alone. */
export const contentLinks = {
  faq: { href: '/faq', label: 'More answers in our FAQ' },
  privacy: { href: '/privacy-policy', label: 'How we use your details' },
  team: { href: '/about', label: 'Meet the team and see how a visit works' },
} satisfies Record<string, NavLink>;
