import { servicesIn } from '@/lib/content/services';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { countyLinks } from '@/lib/pages/places';
import { localePath } from '@/lib/pages/registry';

export interface NavLink {
  href: string;
  label: string;
  /**
   * Set when the page it leads to is in another language than the page the link is on (a Spanish
   * menu's link to a page that has no Spanish version yet): that language, and the words that say
   * so after the label ("en inglés"). Render it with components/layout/link-label.tsx.
   */
  otherLanguage?: { locale: Locale; note: string };
}

/**
 * A link, on a page in `locale`, to the page at `englishPath`: its page in that language where
 * there is one, else the English page, marked as English. City lists and any other list of links
 * build theirs with it.
 */
export function linkIn(englishPath: string, label: string, locale: Locale): NavLink {
  const href = localePath(englishPath, locale);
  if (locale === 'en' || href !== englishPath) return { href, label };
  return { href, label, otherLanguage: { locale: 'en', note: siteWordsIn(locale).language.pageInOther } };
}

/** The mobile menu shows the first five services (every county is in its Locations list). */
export const mobileMenuLimit = 5;

/**
 * The site's menus in a page's language: labels from the Menus record (content/site.json), each
 * link to the page in that language where it has one (docs/decisions/110-two-languages.md).
 */
export function navigationIn(locale: Locale) {
  const words = siteWordsIn(locale).links;
  const link = (path: string, label: string): NavLink => linkIn(path, label, locale);
  return {
    /** Header Services menu, in the product's order (docs/product.md#shared-on-every-page). */
    serviceLinks: servicesIn(locale).map((service): NavLink => ({ href: service.path, label: service.menuLabel })),
    /**
     * Header Locations menu and the footer's Service Areas: each county's page, north to south, then
     * the whole service area. Never every town: a county's page lists its towns
     * (docs/decisions/073-place-pages.md).
     */
    locationLinks: [
      ...countyLinks(locale).map(({ href, label, otherLanguage }): NavLink => ({
        href,
        label,
        ...(otherLanguage ? { otherLanguage } : {}),
      })),
      link('/service-area', words.serviceArea),
    ],
    primaryLinks: {
      home: link('/', words.home),
      reviews: link('/reviews', words.reviews),
      gallery: link('/gallery', words.gallery),
      contact: link('/about-us', words.contact),
    },
    footerCompanyLinks: [
      link('/about-us', words.aboutUs),
      link('/faq', words.faq),
      link('/pricing', words.pricing),
      link('/service-area', words.serviceArea),
      link('/reviews', words.reviews),
      link('/gallery', words.gallery),
      link('/blog', words.blog),
      link('/privacy-policy', words.privacy),
    ],
    /** Links inside page content, so no page is reachable from the footer alone. */
    contentLinks: {
      faq: link('/faq', words.moreAnswers),
      privacy: link('/privacy-policy', words.privacyUse),
      team: link('/about', words.team),
    },
  };
}

export const { serviceLinks, locationLinks, primaryLinks, footerCompanyLinks, contentLinks } = navigationIn('en');
