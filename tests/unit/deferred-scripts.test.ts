import { deferHydration, deferredLoader, deferredPageData, deferredScripts } from '../../scripts/host/deferred-scripts.mjs';
import { scriptHashes, sha256Source } from '../../scripts/host/policy.mjs';

// Next writes the payload as JSON with "<" escaped, one push per script.
const payload = [
  [1, '0:{"tree":"\u003cmain\u003e"}\n'],
  [1, '1:["$","a",null,{"href":"tel:+19415550100"}]\n'],
];

const pageWith = (entries: unknown[][]) => [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><a href="tel:+19415550100">Call</a></main>',
  '<script>(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  ...entries.map((entry) => `<script>self.__next_f.push(${JSON.stringify(entry).replace(/</g, '\\u003c')})</script>`),
  '</body></html>',
].join('');
const page = pageWith(payload);

describe('deferHydration', () => {
  const { html: out, data } = deferHydration(page);

  it('lists every async Next chunk and script preload once, in document order, and removes their tags', () => {
    expect(deferredScripts(out)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/page.js']);
    expect(out).not.toMatch(/async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('moves the inline flight payload, in order, to a content-addressed file under /_next/static/', () => {
    expect(out).not.toContain('self.__next_f.push([1');
    expect(data?.path).toMatch(/^\/_next\/static\/flight\/[0-9a-f]{20}\.json$/);
    expect(JSON.parse(data!.body)).toEqual(payload);
    expect(deferredPageData(out)).toBe(data?.path);
    // Another page's payload gets another file.
    const other = deferHydration(pageWith([payload[0], [1, '1:["$","p",null,"Sarasota"]\n']])).data;
    expect(other?.path).not.toBe(data?.path);
  });

  it('keeps the stylesheet, the nomodule polyfill, the bootstraps and the content where they were', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<a href="tel:+19415550100">Call</a>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('puts the list and the one loader last in <body>, so the CSP gains a single hash shared by all pages', () => {
    expect(out.endsWith(`<script>${deferredLoader}</script></body></html>`)).toBe(true);
    expect(scriptHashes(out)).toContain(sha256Source(deferredLoader));
    // Two payload scripts out, the loader in.
    expect(scriptHashes(out)).toHaveLength(scriptHashes(page).length - payload.length + 1);
  });

  it('leaves a page without Next chunks alone and refuses to run twice', () => {
    const plain = '<html><head></head><body><p>Static</p></body></html>';
    expect(deferHydration(plain)).toEqual({ html: plain, data: null });
    expect(() => deferHydration(out)).toThrow(/already/);
  });
});

describe('the loader', () => {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  let callback: Callback | undefined;
  let observed: unknown;
  const original = window.PerformanceObserver;
  const fetchMock = jest.fn();
  const flight = () => (window as unknown as { __next_f?: unknown[] }).__next_f;

  function install(supported: string[] | undefined) {
    callback = undefined;
    class FakeObserver {
      static supportedEntryTypes = supported;
      constructor(cb: Callback) {
        callback = cb;
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: supported ? FakeObserver : undefined, configurable: true });
  }

  const paint = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })) });
  const started = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const answer = (body: unknown, ok = true) => Promise.resolve({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(body) });
  const settle = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

  function run(plan: { scripts: string[]; data: string | null } = { scripts: ['/a.js', '/b.js'], data: null }) {
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="deferred-scripts">${JSON.stringify(plan)}</script>`;
    (window as unknown as { __next_f?: unknown[] }).__next_f = [[0]];
    new Function(deferredLoader)();
  }

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', { value: original, configurable: true });
  });

  it('starts the chunks, async and once, when the first contentful paint is reported', () => {
    install(['paint', 'navigation']);
    run();
    expect(observed).toEqual({ type: 'paint', buffered: true });
    expect(started()).toEqual([]);
    // A first paint of backgrounds alone is not yet the page a visitor reads.
    callback?.(paint('first-paint'), { disconnect() {} });
    expect(started()).toEqual([]);
    callback?.(paint('first-paint', 'first-contentful-paint'), { disconnect() {} });
    expect(started()).toEqual(['/a.js', '/b.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(started()).toHaveLength(2);
  });

  it('hands the fetched payload to Next, after its bootstrap entry, before any chunk starts', async () => {
    install(['paint']);
    let respond: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    run({ scripts: ['/a.js'], data: '/_next/static/flight/abc.json' });
    callback?.(paint('first-contentful-paint'), { disconnect() {} });
    expect(fetchMock).toHaveBeenCalledWith('/_next/static/flight/abc.json');
    await settle();
    expect(started()).toEqual([]);
    respond(await answer(payload));
    await settle();
    expect(flight()).toEqual([[0], ...payload]);
    expect(started()).toEqual(['/a.js']);
  });

  it('leaves the page static when the payload cannot be fetched, and tries again once back online', async () => {
    install(['paint']);
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    run({ scripts: ['/a.js'], data: '/_next/static/flight/abc.json' });
    callback?.(paint('first-contentful-paint'), { disconnect() {} });
    await settle();
    expect(started()).toEqual([]);
    expect(flight()).toEqual([[0]]);
    fetchMock.mockReturnValueOnce(answer(payload));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(flight()).toEqual([[0], ...payload]);
    expect(started()).toEqual(['/a.js']);
  });

  it('starts them after three seconds when no paint is reported (a tab opened in the background)', () => {
    install(['paint']);
    run();
    jest.advanceTimersByTime(2999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/a.js', '/b.js']);
  });

  it('starts them at once where the browser has no paint timing', () => {
    install(['navigation']);
    run();
    expect(started()).toEqual(['/a.js', '/b.js']);
    install(undefined);
    run();
    expect(started()).toEqual(['/a.js', '/b.js']);
  });
});
