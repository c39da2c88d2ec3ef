import { business } from '@/lib/content/business';
import { faqForm } from '@/content/forms';
import { staticPages } from '@/lib/content/pages';
import { benchChromiumPath, chromiumArgs } from '../../helpers/browser';
import { startCaptureServer } from '../../helpers/capture-server';
import { testBuildEnv } from '../../helpers/test-env';
import { expect, fetchForRoute, test } from '../fixtures';
import { fillForm, formLocator, sampleValues } from '../lead-helpers';

// Without JavaScript, with the site address on another origin than the one serving the page (www
// vs apex, a preview host): the service's redirect back to the thank-you page must pass the page's
// form-action. The headless shell the other specs use lets no route answer for a redirect's target
// on another origin, so this one runs in the full Chromium (tests/helpers/browser.ts).
test.use({ javaScriptEnabled: false, launchOptions: { executablePath: benchChromiumPath(), args: chromiumArgs } });

test('the service’s redirect to the thank-you page at the site address is not blocked', async ({ page, baseURL }) => {
  const siteOrigin = new URL(business.siteUrl).origin;
  expect(siteOrigin).not.toBe(new URL(baseURL!).origin);
  // The service answers a plain post with a redirect to the form's own `_next`, over the network.
  const service = await startCaptureServer({ port: 0 });
  try {
    await page.route(`${testBuildEnv.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT}**`, (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${service.origin}${url.pathname}` });
    });
    // The site address is served by the same export.
    await page.route(`${siteOrigin}/**`, async (route) => {
      const url = new URL(route.request().url());
      const answer = await fetchForRoute(`${baseURL}${url.pathname}${url.search}`);
      // A page that has already moved on no longer wants the answer.
      await route.fulfill(answer).catch(() => {});
    });

    await page.goto('/faq');
    const form = formLocator(page, faqForm);
    await fillForm(form, faqForm, sampleValues(faqForm));
    await form.getByRole('button', { name: faqForm.submitLabel }).click();
    await expect(page).toHaveURL(`${siteOrigin}${staticPages.thankYou.path}`, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPages.thankYou.h1);
    expect(service.requests.map((request) => (request.body as Record<string, string>)._next)).toEqual([
      `${siteOrigin}${staticPages.thankYou.path}`,
    ]);
  } finally {
    await service.close();
  }
});
