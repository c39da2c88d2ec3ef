import { citiesByMenuPosition, primaryCityPage } from '@/lib/content/cities';
import { services } from '@/lib/content/services';
import { siteWords } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';

export interface NavLink {
  href: string;
  label: string;
}

const words = siteWords('en').links;

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
  home: { href: '/', label: words.home },
  reviews: { href: '/reviews', label: words.reviews },
  gallery: { href: '/gallery', label: words.gallery },
  contact: { href: '/about-us', label: words.contact },
} satisfies Record<string, NavLink>;

export const footerCompanyLinks: NavLink[] = [
  { href: '/about-us', label: words.aboutUs },
  { href: '/faq', label: words.faq },
  { href: '/pricing', label: words.pricing },
  { href: '/service-area', label: words.serviceArea },
  { href: '/reviews', label: words.reviews },
  { href: '/gallery', label: words.gallery },
  { href: '/blog', label: words.blog },
  { href: '/privacy-policy', label: words.privacy },
];

/** Links inside page content, so no page is reachable from the footer alone; named in the page's language. */
export function contentLinks(locale: Locale) {
  const named = siteWords(locale).links;
  return {
    faq: { href: '/faq', label: named.moreAnswers },
    privacy: { href: '/privacy-policy', label: named.privacyUse },
    team: { href: '/about', label: named.team },
  } satisfies Record<string, NavLink>;
}
