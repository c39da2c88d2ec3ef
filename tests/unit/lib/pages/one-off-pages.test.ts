// A one-off page is one line of lib/content/one-off-pages.ts (with its words, its view and its
// route folder): every page declared there reaches the page registry at both addresses, with its
// own Spanish file and its reviewed state, and a page planted in memory gets there the same way.
// A page declared Spanish without its Spanish address or its view is named by oneOffProblems.
import { existsSync } from 'node:fs';
import { spanishStaticViews } from '@/components/pages/spanish-views';
import { collections } from '@/lib/content/collections';
import { es as spanishPageWords } from '@/lib/content/generated/pages';
import { type OneOffPage, oneOffPages, oneOffProblems, oneOffView } from '@/lib/content/one-off-pages';
import { staticPagesIn, type PageKey } from '@/lib/content/pages';
import { spanishAddress, spanishHome } from '@/lib/i18n/locale';
import type { SitePage } from '@/lib/pages/registry';
import type { RouteEntry } from '@/lib/site/routes';

const translated = Object.entries(collections)
  .filter(([, collection]) => 'translated' in collection && collection.translated)
  .map(([name]) => name);

interface Planted {
  /** Declaration lines added to (or replacing) lib/content/one-off-pages.ts's. */
  declared?: Record<string, OneOffPage>;
  /** Words added to content/pages.json and content/pages.es.json, by page key. */
  words?: Record<string, { en: object; es: object }>;
  /** The records left unticked "Reviewed by a Spanish speaker" (every other Spanish file is ticked). */
  unticked?: readonly string[];
}

interface Built {
  sitePages: readonly SitePage[];
  routes: RouteEntry[];
}

/** The registry and the route list as a build with `planted` makes them. */
function buildWith({ declared = {}, words = {}, unticked = [] }: Planted): Built {
  let built: Built | undefined;
  jest.isolateModules(() => {
    for (const name of translated)
      jest.doMock(`@/lib/content/generated/${name}`, () => {
        const actual = jest.requireActual<{ data: unknown; es: unknown }>(`@/lib/content/generated/${name}`);
        const tick = <T>(record: T) => record && { ...record, reviewed: !unticked.includes(name) };
        const withWords = (record: { pages: object } | null, locale: 'en' | 'es') =>
          record && {
            ...record,
            pages: { ...record.pages, ...Object.fromEntries(Object.entries(words).map(([key, page]) => [key, page[locale]])) },
          };
        if (name !== 'pages') return { ...actual, es: Array.isArray(actual.es) ? actual.es.map(tick) : tick(actual.es) };
        const pages = actual as { data: { pages: object }; es: { pages: object } | null };
        return { ...pages, data: withWords(pages.data, 'en'), es: tick(withWords(pages.es, 'es')) };
      });
    jest.doMock('@/lib/content/one-off-pages', () => {
      const actual = jest.requireActual<typeof import('@/lib/content/one-off-pages')>('@/lib/content/one-off-pages');
      const all: Record<string, OneOffPage> = { ...actual.oneOffPages, ...declared };
      return { ...actual, oneOffPages: all };
    });
    built = {
      sitePages: jest.requireActual<typeof import('@/lib/pages/registry')>('@/lib/pages/registry').sitePages,
      routes: jest.requireActual<typeof import('@/lib/site/routes')>('@/lib/site/routes').allRoutes(),
    };
  });
  return built!;
}

const declared = Object.entries(oneOffPages as Record<PageKey, OneOffPage>) as [PageKey, OneOffPage][];
const ownFile = (page: OneOffPage) => `content/${page.record ?? 'pages'}.es.json`;
const slugOf = (key: PageKey) => {
  const words = spanishPageWords!.pages[key];
  return 'slug' in words ? words.slug : undefined;
};
const staticPage = (built: Built, key: string) => built.sitePages.find((page) => page.kind === 'static' && page.key === key);

describe('every page of the one-off declaration', () => {
  const ticked = buildWith({});

  it('has its view, its English route folder, and each Spanish page its Spanish address and its view', () => {
    for (const [key] of declared) {
      expect(existsSync(oneOffView(key))).toBe(true);
      const path = staticPagesIn('en')[key].path;
      expect(existsSync(`app/(en)${path === '/' ? '' : path}/page.tsx`)).toBe(true);
    }
    const slugs = Object.fromEntries(declared.map(([key]) => [key, slugOf(key)]));
    expect(oneOffProblems(oneOffPages, slugs, Object.keys(spanishStaticViews))).toEqual([]);
  });

  it.each(declared)('%s is in the registry at its English address and, if declared Spanish, at its Spanish one', (key, page) => {
    const registered = staticPage(ticked, key);
    expect(registered?.path).toBe(staticPagesIn('en')[key].path);
    if (!page.spanish) return expect(registered?.spanish).toBeUndefined();
    const spanishPath = key === 'home' ? spanishHome : spanishAddress(slugOf(key)!);
    expect(registered?.spanish).toEqual({ path: spanishPath, reviewed: true, unreviewed: [] });
  });

  it.each(declared.filter(([, page]) => page.spanish))('%s waits for its own Spanish file while that one is unticked', (key, page) => {
    const waiting = staticPage(buildWith({ unticked: [page.record ?? 'pages'] }), key);
    expect(waiting?.spanish?.reviewed).toBe(false);
    expect(waiting?.spanish?.unreviewed[0]).toBe(ownFile(page));
  });

  it.each(declared)('%s is in search as its declaration says, in both languages', (key, page) => {
    const routes = ticked.routes.filter(
      (route) => route.path === staticPagesIn('en')[key].path || route.path === staticPage(ticked, key)?.spanish?.path,
    );
    expect(routes).toHaveLength(page.spanish ? 2 : 1);
    for (const route of routes) expect(route.indexable).toBe(page.indexed);
  });
});

describe('a one-off page planted in memory', () => {
  const warranty = {
    en: {
      path: '/warranty',
      title: 'Garage Door Warranty',
      description: 'What our warranty covers.',
      h1: 'Our Warranty',
      crumb: 'Warranty',
    },
    es: {
      path: '/warranty',
      slug: 'garantia',
      title: 'Garantía',
      description: 'Lo que cubre la garantía.',
      h1: 'Nuestra garantía',
      crumb: 'Garantía',
    },
  };

  it('with its words in a record of its own: both addresses, that record’s Spanish file and its reviewed state', () => {
    const planted: Planted = { declared: { warranty: { record: 'pricing', spanish: true, indexed: true } }, words: { warranty } };
    expect(staticPage(buildWith(planted), 'warranty')).toMatchObject({
      path: '/warranty',
      spanish: { path: '/es/garantia', reviewed: true, unreviewed: [] },
    });
    expect(staticPage(buildWith({ ...planted, unticked: ['pricing'] }), 'warranty')?.spanish).toEqual({
      path: '/es/garantia',
      reviewed: false,
      unreviewed: ['content/pricing.es.json'],
    });
  });

  it('with its words in content/pages.json, kept out of search: the page titles’ Spanish file, noindex in both languages', () => {
    const built = buildWith({ declared: { warranty: { spanish: true, indexed: false } }, words: { warranty }, unticked: ['pages'] });
    expect(staticPage(built, 'warranty')?.spanish?.unreviewed).toEqual(['content/pages.es.json']);
    const routes = built.routes.filter((route) => ['/warranty', '/es/garantia'].includes(route.path));
    expect(routes.map((route) => [route.path, route.indexable])).toEqual([
      ['/warranty', false],
      ['/es/garantia', false],
    ]);
  });

  it('declared English only: no Spanish address, whatever its Spanish words say', () => {
    const built = buildWith({ declared: { warranty: { record: 'pricing', spanish: false, indexed: true } }, words: { warranty } });
    expect(staticPage(built, 'warranty')).toMatchObject({ path: '/warranty', spanish: undefined });
  });

  it('declared Spanish without a Spanish address or a view: no Spanish page, and the check names both', () => {
    const withoutSlug = { ...warranty.es, slug: undefined };
    const page: OneOffPage = { spanish: true, indexed: true };
    const built = buildWith({ declared: { warranty: page }, words: { warranty: { en: warranty.en, es: withoutSlug } } });
    expect(staticPage(built, 'warranty')?.spanish).toBeUndefined();
    expect(oneOffProblems({ warranty: page }, {}, Object.keys(spanishStaticViews))).toEqual([
      'warranty is declared Spanish but content/pages.es.json gives it no slug (its Spanish address)',
      'warranty is declared Spanish but components/pages/spanish-views.tsx has no view for it',
    ]);
    expect(oneOffProblems({ warranty: page }, { warranty: 'garantia' }, ['warranty'])).toEqual([]);
  });
});
