// One switch per page, made visible: a Spanish page is in search once its own file and the three
// files every Spanish page shows are ticked "Reviewed by a Spanish speaker". The lists that
// launch:check, the editor's hint and OWNER.md state (lib/content/spanish-review.ts) are checked here
// against what the page registry (lib/pages/registry.ts) does, by unticking one Spanish file at a time.
import { collections } from '@/lib/content/collections';
import type { SpanishPage } from '@/lib/pages/registry';
import { pageSpanishRecords, sharedSpanishRecords } from '@/lib/content/spanish-review';

const translated = Object.entries(collections)
  .filter(([, collection]) => 'translated' in collection && collection.translated)
  .map(([name]) => name);

type Ticks = Record<string, boolean | ((key: string) => boolean)>;

/** The Spanish pages with each Spanish file ticked as `ticks` says (ticked where it says nothing). */
function spanishPagesWith(ticks: Ticks): SpanishPage[] {
  let pages: readonly SpanishPage[] = [];
  jest.isolateModules(() => {
    for (const name of translated) {
      jest.doMock(`@/lib/content/generated/${name}`, () => {
        const actual = jest.requireActual<{ es: unknown }>(`@/lib/content/generated/${name}`);
        const tick = ticks[name] ?? true;
        const reviewed = (record: { key?: string }) => (typeof tick === 'function' ? tick(record.key ?? '') : tick);
        const withTick = (record: { key?: string } | null) => record && { ...record, reviewed: reviewed(record) };
        return { ...actual, es: Array.isArray(actual.es) ? actual.es.map(withTick) : withTick(actual.es as { key?: string } | null) };
      });
    }
    pages = jest.requireActual<typeof import('@/lib/pages/registry')>('@/lib/pages/registry').spanishPages;
  });
  return [...pages];
}

const inSearch = (pages: SpanishPage[]) => pages.filter((page) => page.spanish.reviewed).map((page) => page.spanish.path);

describe('which Spanish files put a Spanish page in search', () => {
  const all = spanishPagesWith({});

  it('every file ticked: every Spanish page is in search', () => {
    expect(all.length).toBeGreaterThan(10);
    expect(inSearch(all)).toHaveLength(all.length);
  });

  it.each(translated)('%s.es.json unticked: what lib/content/spanish-review.ts says', (name) => {
    const left = inSearch(spanishPagesWith({ [name]: false }));
    if ((sharedSpanishRecords as readonly string[]).includes(name)) expect(left).toEqual([]);
    else if ((pageSpanishRecords as readonly string[]).includes(name)) {
      expect(left.length).toBeLessThan(all.length);
      expect(left.length).toBeGreaterThan(0);
    } else expect(left).toHaveLength(all.length);
  });

  it('a city’s own file ticked waits for exactly the shared files; with them ticked its page is in search', () => {
    const city = all.find((page) => page.kind === 'city')!;
    const onlyThisCity = (key: string) => key === city.key;
    const waiting = spanishPagesWith({ cities: onlyThisCity, site: false, business: false, pages: false });
    expect(waiting.find((page) => page.path === city.path)?.spanish.reviewed).toBe(false);
    for (const shared of sharedSpanishRecords) {
      const others = Object.fromEntries(sharedSpanishRecords.map((name) => [name, name !== shared]));
      expect(spanishPagesWith({ cities: onlyThisCity, ...others }).find((page) => page.path === city.path)?.spanish.reviewed).toBe(false);
    }
    const ready = spanishPagesWith({ cities: onlyThisCity });
    expect(ready.filter((page) => page.kind === 'city' && page.spanish.reviewed).map((page) => page.path)).toEqual([city.path]);
  });
});
