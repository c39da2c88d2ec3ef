// Takes full-page screenshots of routes at 375 px and 1280 px wide:
//   npx tsx scripts/test/screenshot.ts [baseUrl] [route ...]  -> reports/screenshots/*.png
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { launchOptions } from '../../tests/helpers/browser';
import { renderAll } from '../../tests/helpers/render-all';

async function main(): Promise<void> {
  const [base = 'http://127.0.0.1:4173', ...routes] = process.argv.slice(2);
  const paths = routes.length ? routes : ['/'];
  await mkdir('reports/screenshots', { recursive: true });
  const browser = await chromium.launch(launchOptions());
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
    for (const route of paths) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await renderAll(page);
      // A full-page capture paints only what is near the screen; every section is painted here.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const name = (route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')) + `-${width}.png`;
      await page.screenshot({ path: `reports/screenshots/${name}`, fullPage: process.env.FULL !== '0' });
      console.log(`reports/screenshots/${name}`);
    }
    await page.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
