import { test as base } from '@playwright/test';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.mjs';

/**
 * `capture`: the local stand-in for the form service, started for the test that asks for it
 * and stopped after it. No-JavaScript posts are redirected back to this test's static server.
 */
export const test = base.extend<{ capture: CaptureServer }>({
  capture: async ({ baseURL }, provide) => {
    const server = await startCaptureServer({ nextOrigin: baseURL });
    await provide(server);
    await server.close();
  },
});

export { expect } from '@playwright/test';
