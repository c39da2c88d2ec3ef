import { deferredLoader } from '@/scripts/next-adapter/deferred-scripts';

// The loader, run in jsdom. What the post-build step does to Next's real output is tested on
// the real export of the blank fixture app and on a snapshot of a page of ours
// (tests/unit/scripts/next-adapter/next-adapter.test.ts); whether Next hydrates from what the loader hands it, in a
// browser (tests/e2e/any-width/hydration.spec.ts).
// The loader passes the payload file's text to Next untouched.
const payload = '1:["$","a",null,{"href":"tel:+19415550100","children":"Call"}]\n0:{"P":null,"c":["","faq"]}\n';

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
  const answer = (body: string, ok = true) => Promise.resolve({ ok, status: ok ? 200 : 404, text: () => Promise.resolve(body) });
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

  it('hands the fetched payload to Next as one entry after its bootstrap, before any chunk starts', async () => {
    install(['paint']);
    let respond: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    run({ scripts: ['/a.js'], data: '/faq.txt?v=0123456789abcdef0123' });
    callback?.(paint('first-contentful-paint'), { disconnect() {} });
    expect(fetchMock).toHaveBeenCalledWith('/faq.txt?v=0123456789abcdef0123');
    await settle();
    expect(started()).toEqual([]);
    respond(await answer(payload));
    await settle();
    expect(flight()).toEqual([[0], [1, payload]]);
    expect(started()).toEqual(['/a.js']);
  });

  it('leaves the page static when the payload cannot be fetched, and tries again once back online', async () => {
    install(['paint']);
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    run({ scripts: ['/a.js'], data: '/faq.txt?v=0123456789abcdef0123' });
    callback?.(paint('first-contentful-paint'), { disconnect() {} });
    await settle();
    expect(started()).toEqual([]);
    expect(flight()).toEqual([[0]]);
    fetchMock.mockReturnValueOnce(answer(payload));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(flight()).toEqual([[0], [1, payload]]);
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
