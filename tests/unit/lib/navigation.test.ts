import { locationLinks, mobileMenuLimit, serviceLinks } from '@/lib/site/navigation';
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
