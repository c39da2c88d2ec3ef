import { business } from '@/lib/content/business';
import type * as PagesModule from '@/lib/pages/registry';
import type * as MetadataModule from '@/lib/site/metadata';

// A Spanish page is served and linked from the first day, but search engines see it only once a
// Spanish speaker has read it: then both pages of the pair name each other (docs/decisions/110).

/** lib/site/metadata.ts as it reads the Spanish pages; `reviewed` ticks every Spanish file. */
function metadataWith(reviewed: boolean): { metadata: typeof MetadataModule; pages: typeof PagesModule } {
  let loaded: { metadata: typeof MetadataModule; pages: typeof PagesModule } | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/lib/pages/registry', () => {
      const actual = jest.requireActual<typeof PagesModule>('@/lib/pages/registry');
      if (!reviewed) return actual;
      const spanishPages = actual.spanishPages.map((page) => ({ ...page, spanish: { ...page.spanish, reviewed: true, unreviewed: [] } }));
      return {
        ...actual,
        spanishPages,
        spanishOf: (path: string) => spanishPages.find((page) => page.path === path),
        spanishPageAt: (path: string) => spanishPages.find((page) => page.spanish.path === path),
      };
    });
    loaded = { metadata: jest.requireActual('@/lib/site/metadata'), pages: jest.requireMock('@/lib/pages/registry') };
  });
  jest.dontMock('@/lib/pages/registry');
  return loaded!;
}

/** Each English page with a Spanish twin: `path` its English address, `spanish.path` the Spanish one. */
const pairs = (pages: typeof PagesModule) => pages.spanishPages;
const meta = (metadata: typeof MetadataModule, path: string, locale: 'en' | 'es') =>
  metadata.pageMetadata({ title: 't', description: 'd', path, locale });

describe('hreflang', () => {
  it('as shipped (nothing reviewed): every Spanish page noindex and no page of either language names the other', () => {
    const { metadata, pages } = metadataWith(false);
    expect(pairs(pages).length).toBeGreaterThan(20);
    for (const page of pairs(pages)) {
      expect(page.spanish.reviewed).toBe(false);
      const spanish = meta(metadata, page.spanish.path, 'es');
      expect(spanish.robots).toEqual({ index: false, follow: true });
      expect(spanish.alternates).toEqual({ canonical: `${business.siteUrl}${page.spanish.path}` });
      expect(meta(metadata, page.path, 'en').alternates).toEqual({ canonical: metadata.absoluteUrl(page.path) });
    }
  });

  it('once reviewed: both pages of each pair are indexable and state the same reciprocal set, English the default', () => {
    const { metadata, pages } = metadataWith(true);
    for (const page of pairs(pages)) {
      const english = metadata.absoluteUrl(page.path);
      const spanish = `${business.siteUrl}${page.spanish.path}`;
      const set = { en: english, es: spanish, 'x-default': english };
      const es = meta(metadata, page.spanish.path, 'es');
      const en = meta(metadata, page.path, 'en');
      expect(es.robots).toEqual({ index: true, follow: true });
      expect(es.alternates).toEqual({ canonical: spanish, languages: set });
      expect(en.alternates).toEqual({ canonical: english, languages: set });
      for (const href of Object.values(set)) expect(href).toMatch(/^https:\/\//);
    }
  });

  it('never gives a page that names another as its canonical, or a noindex page, an hreflang set', () => {
    const { metadata, pages } = metadataWith(true);
    const page = pairs(pages)[0];
    expect(metadata.pageMetadata({ title: 't', description: 'd', path: page.path, canonicalPath: '/x' }).alternates).toEqual({
      canonical: metadata.absoluteUrl('/x'),
    });
    expect(metadata.pageMetadata({ title: 't', description: 'd', path: page.path, noindex: true }).alternates).toEqual({
      canonical: metadata.absoluteUrl(page.path),
    });
  });
});
