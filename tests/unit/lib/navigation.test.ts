import { locationLinks, mobileMenuLimit, serviceLinks } from '@/lib/site/navigation';
import { cities, cityPages, primaryCityPage } from '@/lib/content/cities';
import { services } from '@/lib/content/services';
import { allRoutes } from '@/lib/site/routes';

// The spec's own menus and route table: tests/unit/content/spec-values.test.ts.
const byMenuPosition = <T extends { menuPosition: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.menuPosition - b.menuPosition);

describe('navigation records', () => {
  it('the Services menu is every service record, in menuPosition order', () => {
    expect(serviceLinks).toEqual(byMenuPosition(services).map((s) => ({ href: `/${s.slug}`, label: s.menuLabel })));
  });

  it('the Locations menu links every city once, in menuPosition order, to its indexable page', () => {
    expect(locationLinks).toEqual(byMenuPosition(cities).map((c) => ({ href: `/${primaryCityPage(c.slug).slug}`, label: c.name })));
    const positions = cities.map((c) => c.menuPosition);
    expect(new Set(positions).size).toBe(positions.length);
    expect(mobileMenuLimit).toBeLessThanOrEqual(locationLinks.length);
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
