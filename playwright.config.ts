import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/helpers/browser.mjs';

const viewportIndependentSpecs = [
  /seo\.spec/,
  /budgets\.spec/,
  /security-probes\.spec/,
  /no-js\.spec/,
  /page-leads\.spec/,
  /routes\.spec/,
  /internal-links\.spec/,
  /storage-blocked\.spec/,
  /lead-failures\.spec/,
  /lead-matrix\.spec/,
  /island-failures\.spec/,
  /no-js-return\.spec/,
  /cities\.spec/,
  /services\.spec/,
  /pages-a11y\.spec/,
  /hydration\.spec/,
  /fonts\.spec/,
  /variant\.spec/,
  /providers\.spec/,
  /analytics-off\.spec/,
  /lead-photos\.spec/,
  /owner-edits\.spec/,
  // Content, payloads and detection logic read the same at any width; the 375 px layout has its
  // own specs (conversion, header, keyboard, home, motion, self-service); routes.spec.ts scans
  // every route at 375 px in the same visit as at 1280.
  /home-detection\.spec/,
  /lead-input\.spec/,
  /leads\.spec/,
  /pages-content\.spec/,
  /pages-blog\.spec/,
  // The owner's editor is used on a computer (OWNER.md, "Editing the site").
  /admin\.spec/,
];

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
    command: `node scripts/serve.mjs`,
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
      // Checks that read the export or do not depend on the viewport run once, on desktop;
      // everything about layout, touch and the mobile chrome runs at 375 px too.
      testIgnore: viewportIndependentSpecs,
    },
  ],
});
