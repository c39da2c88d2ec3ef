import { deferChunkScripts, deferredLoader, deferredScripts } from '../../scripts/host/deferred-scripts.mjs';
import { scriptHashes, sha256Source } from '../../scripts/host/policy.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><a href="tel:+19415550100">Call</a></main>',
  '<script>(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('deferChunkScripts', () => {
  const out = deferChunkScripts(page);

  it('lists every async Next chunk and script preload once, in document order, and removes their tags', () => {
    expect(deferredScripts(out)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/page.js']);
    expect(out).not.toMatch(/async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('keeps the stylesheet, the nomodule polyfill, the inline payload and the content where they were', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>',
      '<a href="tel:+19415550100">Call</a>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('puts the list and the one loader last in <body>, so the CSP gains a single hash shared by all pages', () => {
    expect(out.endsWith(`<script>${deferredLoader}</script></body></html>`)).toBe(true);
    expect(scriptHashes(out)).toContain(sha256Source(deferredLoader));
    expect(scriptHashes(out)).toHaveLength(scriptHashes(page).length + 1);
  });

  it('leaves a page without Next chunks alone and refuses to run twice', () => {
    const plain = '<html><head></head><body><p>Static</p></body></html>';
    expect(deferChunkScripts(plain)).toBe(plain);
    expect(() => deferChunkScripts(out)).toThrow(/already/);
  });
});

describe('the loader', () => {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  let callback: Callback | undefined;
  let observed: unknown;
  const original = window.PerformanceObserver;

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

  function run() {
    document.head.innerHTML = '';
    document.body.innerHTML = '<script type="application/json" id="deferred-scripts">["/a.js","/b.js"]</script>';
    new Function(deferredLoader)();
  }

  beforeEach(() => jest.useFakeTimers());
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
