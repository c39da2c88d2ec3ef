import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { withTowns, type Town } from '@/tests/helpers/town-list';

// A county with more towns than a page may link (the site checker allows fifteen) lists them in
// groups, each a page of its own: every town stays three clicks from the home page and no page
// links more than fifteen (docs/decisions/073-place-pages.md). Forty towns are added to the
// tests' Lee County here, each a copy of a real town's record under its own name.
function withManyTowns<T extends object>(modulePath: string, count = 40): T {
  return withTowns<T>(modulePath, (actual) => {
    const model = actual.getCity('punta-gorda');
    const added = Array.from({ length: count }, (_, index): Town => {
      const slug = `town-${String(index + 1).padStart(2, '0')}`;
      const route = { ...model.pages.long!.routes[0], slug: `garage-door-${slug}` };
      return {
        ...model,
        slug,
        name: `Town ${String(index + 1).padStart(2, '0')}`,
        county: 'lee',
        pages: { long: { ...model.pages.long!, routes: [route] } },
      } as Town;
    });
    return [...actual.cities, ...added];
  });
}

afterEach(() => jest.dontMock('@/lib/content/cities'));

it('splits a county of forty towns into groups of at most fifteen, A to Z, and lists each group as a page', () => {
  const places = withManyTowns<typeof import('@/lib/pages/places')>('@/lib/pages/places');
  const groups = places.townGroups('lee');
  expect(groups.length).toBeGreaterThan(1);
  for (const group of groups) expect(group.towns.length).toBeLessThanOrEqual(places.maxTownLinks);
  const names = groups.flatMap((group) => group.towns.map((town) => town.name));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expect(names).toHaveLength(places.citiesOfCounty('lee').length);
  expect(places.townGroups('sarasota')).toEqual([]);

  const { sitePages } = withManyTowns<typeof import('@/lib/pages/registry')>('@/lib/pages/registry');
  expect(sitePages.filter((page) => page.kind === 'townGroup').map((page) => page.path)).toEqual(
    groups.map((group) => `/garage-door-repair-lee-county-towns-${group.number}`),
  );
});

it('the county page links the groups, each group page its towns: never more than fifteen town pages', async () => {
  const { TemplatePageOf, templateMetadata } =
    withManyTowns<typeof import('@/components/pages/template-views')>('@/components/pages/template-views');
  const { sitePages } = withManyTowns<typeof import('@/lib/pages/registry')>('@/lib/pages/registry');
  const county = sitePages.find((page) => page.kind === 'county' && page.key === 'lee')!;
  const townHref = (href: string | null) => Boolean(href?.startsWith('/garage-door-') && !href.includes('county'));
  const countyPage = render((await TemplatePageOf({ page: county as never, locale: 'en' })) as ReactElement);
  const countyLinks = [...countyPage.container.querySelectorAll('#towns a')].map((a) => a.getAttribute('href'));
  expect(countyLinks.filter(townHref)).toEqual([]);
  expect(countyLinks.every((href) => href?.includes('-towns-'))).toBe(true);
  countyPage.unmount();
  for (const group of sitePages.filter((page) => page.kind === 'townGroup')) {
    const { container, unmount } = render((await TemplatePageOf({ page: group as never, locale: 'en' })) as ReactElement);
    const links = [...container.querySelectorAll('main a')].map((a) => a.getAttribute('href')).filter(townHref);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links).size).toBeLessThanOrEqual(15);
    unmount();
    // A way to the towns, not a page to find.
    expect(templateMetadata(group as never, 'en').robots).toEqual({ index: false, follow: true });
  }
});
