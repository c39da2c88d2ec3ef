import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/helpers/browser';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PW_JSON ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
  // The export in out/ served the way a static host serves it; Playwright stops it at the end.
  webServer: {
    command: `node --import tsx scripts/preview/serve.ts`,
    env: { PORT: String(port), QUIET: '1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      // tests/e2e/any-width/ holds checks that read the export or do not depend on the viewport:
      // they run once, on desktop. tests/e2e/layout/ (layout, touch, the mobile chrome) runs at
      // 375 px too (routes.spec.ts narrows each route to 375 px itself, in the same visit). A new
      // spec goes in one of the two folders; nothing here lists it.
      testIgnore: '**/any-width/**',
    },
  ],
});
