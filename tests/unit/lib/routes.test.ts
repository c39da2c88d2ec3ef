import { sitePages, spanishPages } from '@/lib/pages/registry';
import { spanishStaticViews } from '@/components/pages/spanish-views';
import { cities, cityPages, exploreServicesHref, primaryCityPage, type CitySlug } from '@/lib/content/cities';
import { footerCompanyLinks, locationLinks, primaryLinks, serviceLinks } from '@/lib/site/navigation';
import { services } from '@/lib/content/services';
import { counties, countyPath } from '@/lib/content/counties';
import { allRoutes } from '@/lib/site/routes';

const routes = new Set(allRoutes().map((route) => route.path));

/** Every internal href the header, the footer and the city and service pages build from records. */
function internalHrefs(): { where: string; href: string }[] {
  const nav = [...serviceLinks, ...locationLinks, ...Object.values(primaryLinks), ...footerCompanyLinks].map((link) => ({
    where: `navigation: ${link.label}`,
    href: link.href,
  }));
  const serviceCards = services.map((s) => ({ where: `service links: ${s.name}`, href: `/${s.slug}` }));
  const cityLinks = cities.map((c) => ({ where: `city links: ${c.name}`, href: `/${primaryCityPage(c.slug as CitySlug).slug}` }));
  const shortPages = cityPages.flatMap((page) =>
    page.template === 'short'
      ? [
          { where: `${page.slug}: explore`, href: exploreServicesHref },
          { where: `${page.slug}: city page`, href: `/${primaryCityPage(page.city).slug}` },
        ]
      : [],
  );
  const countyLinks = counties.map((county) => ({ where: `county links: ${county.name}`, href: countyPath(county.slug, 'en') }));
  return [...nav, ...serviceCards, ...cityLinks, ...countyLinks, ...shortPages];
}

describe('internal links', () => {
  it.each(internalHrefs())('$where -> $href is a generated page', ({ href }) => {
    expect(routes).toContain(href.split('#')[0] || '/');
  });

  it('the short-form pages’ Explore all services link goes to the repair page', () => {
    expect(exploreServicesHref).toBe('/garage-door-repair');
  });

  it('each city’s links point at the first address of its richest page (featured, then long, then short)', () => {
    for (const city of cities) {
      const richest = city.pages.featured ?? city.pages.long ?? city.pages.short;
      expect(primaryCityPage(city.slug).slug).toBe(richest?.routes[0].slug);
    }
  });

  it('the Locations menu agrees with the county links', () => {
    const countyHrefs = counties.map((county) => countyPath(county.slug, 'en'));
    expect(locationLinks.map((link) => link.href).slice(0, countyHrefs.length)).toEqual(countyHrefs);
  });
});

describe('the page registry and the routes', () => {
  it('every one-off English page has its own route folder, and every folder is a page of the registry', () => {
    const { existsSync, readdirSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const oneOff = sitePages.filter((page) => page.kind === 'static' && page.path !== '/').map((page) => page.path.slice(1));
    for (const folder of oneOff) expect(existsSync(`app/(en)/${folder}/page.tsx`)).toBe(true);
    const folders = readdirSync('app/(en)', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...oneOff].sort());
  });

  it('every Spanish one-off page has its view', () => {
    const views = Object.keys(spanishStaticViews);
    for (const page of spanishPages) if (page.kind === 'static' && page.key !== 'home') expect(views).toContain(page.key);
  });
});
