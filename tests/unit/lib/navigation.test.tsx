import { render, screen } from '@testing-library/react';
import { linkIn, locationLinks, mobileMenuLimit, navigationIn, serviceLinks } from '@/lib/site/navigation';
import { LinkLabel, linkLanguage } from '@/components/layout/link-label';
import { siteWordsIn } from '@/lib/content/site';
import { spanishHome } from '@/lib/i18n/locale';
import { spanishOf } from '@/lib/pages/registry';
import { cityPages } from '@/lib/content/cities';
import { counties } from '@/lib/content/counties';
import { serviceArea } from '@/lib/content/service-area';
import { services } from '@/lib/content/services';
import { allRoutes } from '@/lib/site/routes';

// The spec's own menus and route table: tests/unit/content/spec-values.test.ts.
const byMenuPosition = <T extends { menuPosition: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.menuPosition - b.menuPosition);

describe('navigation records', () => {
  it('the Services menu is every service record, in menuPosition order', () => {
    expect(serviceLinks).toEqual(byMenuPosition(services).map((s) => ({ href: `/${s.slug}`, label: s.menuLabel })));
  });

  it('the Locations menu links every county page once, north to south, then the whole service area: never every town', () => {
    expect(counties.map((county) => county.name)).toEqual(serviceArea.counties);
    expect(locationLinks).toEqual([
      ...counties.map((county) => ({ href: `/${county.route.slug}`, label: `${county.name} County` })),
      { href: '/service-area', label: 'Service Area & ZIP Codes' },
    ]);
    for (const page of cityPages) expect(locationLinks.map((link) => link.href)).not.toContain(`/${page.slug}`);
    expect(mobileMenuLimit).toBeLessThanOrEqual(serviceLinks.length);
  });

  it('every city page and every service page is a route', () => {
    const paths = new Set(allRoutes().map((r) => r.path));
    for (const path of [...cityPages.map((p) => `/${p.slug}`), ...serviceLinks.map((l) => l.href)]) expect(paths).toContain(path);
  });

  it('no two routes share a path', () => {
    const paths = allRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('links to a page in another language', () => {
  const spanish = navigationIn('es');
  const note = siteWordsIn('es').language.pageInOther;

  it('a Spanish menu link to a page with no Spanish version leads to the English page and says so', () => {
    for (const link of [
      spanish.primaryLinks.reviews,
      spanish.primaryLinks.gallery,
      ...spanish.footerCompanyLinks.filter((l) => l.href === '/blog'),
    ]) {
      expect(spanishOf(link.href)).toBeUndefined();
      expect(link.otherLanguage).toEqual({ locale: 'en', note });
    }
  });

  it('a Spanish link to a page with a Spanish version stays unmarked, and English links never carry the mark', () => {
    expect(spanish.primaryLinks.home).toEqual({ href: spanishHome, label: siteWordsIn('es').links.home });
    expect(spanish.contentLinks.privacy.otherLanguage).toBeUndefined();
    for (const link of Object.values(navigationIn('en').primaryLinks)) expect(link.otherLanguage).toBeUndefined();
    expect(linkIn('/gallery', 'Gallery', 'en')).toEqual({ href: '/gallery', label: 'Gallery' });
  });

  it('renders the mark after the name and the target language on the link', () => {
    const link = spanish.primaryLinks.gallery;
    render(
      <a href={link.href} {...linkLanguage(link)}>
        <LinkLabel link={link} />
      </a>,
    );
    const anchor = screen.getByRole('link', { name: `${link.label} (${note})` });
    expect(anchor).toHaveAttribute('hreflang', 'en');
  });
});
