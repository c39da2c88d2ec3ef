import { type Page, expect, test as base } from '@playwright/test';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server';
import { captureOrigin } from '../helpers/test-env';
import { deferredListId } from '../../scripts/next-adapter/deferred-scripts';

/**
 * Every spec's `page`. The load event does not mean hydrated (docs/decisions/005-hydration-after-first-paint.md),
 * so after each full navigation of a page with scripts this waits for HydrationMark's mark, as a
 * visitor waits for a page to respond. Pages without JavaScript, and non-HTML responses, are not waited on.
 */
export const test = base.extend<{ page: Page; pageProblemsAllowed: boolean }>({
  // Specs that provoke policy violations on purpose (security-probes.spec.ts) assert them themselves.
  pageProblemsAllowed: [false, { option: true }],
  page: async ({ page, javaScriptEnabled, pageProblemsAllowed }, provide) => {
    const problems = watchPageProblems(page);
    if (javaScriptEnabled !== false) {
      await scrollInstantly(page);
      waitForHydrationAfterNavigation(page);
    }
    await provide(page);
    if (!pageProblemsAllowed) expect(problems, 'Content-Security-Policy violations or uncaught errors while the test ran').toEqual([]);
  },
});

/**
 * Marks the home page's welcome popup (3 s after load) as already shown before any script
 * runs, for tests whose subject it would cover; its own tests live in home-timers.spec.ts.
 * Only in the top document: frames (the sandboxed video player) may not touch storage.
 */
export async function skipWelcomePopup(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    try {
      window.localStorage.setItem('popup-offer-shown', 'true');
    } catch {
      // Storage may be blocked; the popup then handles itself.
    }
  });
}

/**
 * What no page may do in any test, across its navigations: break its Content-Security-Policy
 * (the browser logs each refusal) or throw an uncaught error (hydration mismatches included,
 * which React reports that way). Tests that provoke errors on purpose catch them in the page.
 */
function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));
  return problems;
}

/**
 * Playwright scrolls every control into view before it fills or clicks it, and clicks wait
 * until the control stops moving. The site scrolls smoothly (globals.css), so each of those
 * scrolls became a second of animation per field. Tests scroll instantly, as the site does
 * under prefers-reduced-motion; the buttons that scroll to a form are still checked by where
 * the form ends up. Set through the CSSOM, which the Content-Security-Policy allows.
 */
async function scrollInstantly(page: Page) {
  await page.addInitScript(() => {
    const apply = () => document.documentElement.style.setProperty('scroll-behavior', 'auto');
    if (document.documentElement) apply();
    else document.addEventListener('readystatechange', apply, { once: true });
  });
}

function waitForHydrationAfterNavigation(page: Page) {
  const hydrated = () =>
    page.waitForFunction(
      (listId) => !document.getElementById(listId) || document.documentElement.dataset.hydrated === 'true',
      deferredListId,
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated();
    return response;
  };
}

/**
 * For the lead specs. `capture`: the local stand-in for the form service, started for the test
 * that asks for it (on a free port) and stopped after it. The test build posts leads to one
 * fixed origin (tests/helpers/test-env.ts); each test's browser context routes that origin to
 * its own server, so lead tests run in parallel without sharing a port. No-JavaScript posts are
 * redirected back to this test's static server.
 */
export const leadTest = test.extend<{ capture: CaptureServer; page: Page }>({
  // The welcome popup would cover the forms these tests fill in.
  page: async ({ page }, provide) => {
    await skipWelcomePopup(page);
    await provide(page);
  },
  capture: async ({ context, baseURL }, provide) => {
    const server = await startCaptureServer({ port: 0, nextOrigin: baseURL });
    await context.route(`${captureOrigin}/**`, (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${server.origin}${url.pathname}${url.search}` });
    });
    await provide(server);
    await server.close();
  },
});

export { expect };

/**
 * Fetches `url` from the test process for a route handler to answer with (or hold back). Unlike
 * `route.fetch`, the answer cannot be disposed under the handler when the page moves on; Node's
 * fetch decodes the body, so the encoding headers are dropped.
 */
export async function fetchForRoute(url: string) {
  const response = await fetch(url);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}
