import { type Page, test as base } from '@playwright/test';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.mjs';

/**
 * `capture`: the local stand-in for the form service, started for the test that asks for it
 * and stopped after it. No-JavaScript posts are redirected back to this test's static server.
 */
export const test = base.extend<{ capture: CaptureServer; page: Page }>({
  // The home page's welcome popup (3 s after load) would cover the forms these tests fill in;
  // its own tests live in home-timers.spec.ts. Set its "already shown" flag before any script runs.
  page: async ({ page }, provide) => {
    await page.addInitScript(() => {
      try {
        window.localStorage.setItem('popup-offer-shown', 'true');
      } catch {
        // Storage may be blocked; the popup then handles itself.
      }
    });
    await provide(page);
  },
  capture: async ({ baseURL }, provide) => {
    const server = await startCaptureServer({ nextOrigin: baseURL });
    await provide(server);
    await server.close();
  },
});

export { expect } from '@playwright/test';
