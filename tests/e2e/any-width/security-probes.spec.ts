import { expect, test } from '../fixtures';
import { staticPages } from '@/lib/content/pages';
import { watchCsp } from '../../helpers/csp-watch';

// The policy is only as good as what it refuses: each probe tries something the site never
// does and expects the browser to block it, and tries what the site does and expects it through.
test.describe('the policy allows what the site uses and nothing else', () => {
  // These probes provoke violations on purpose and assert them; the fixture's zero-violation check steps aside.
  test.use({ pageProblemsAllowed: true });

  test('an injected inline script is refused', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/faq');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => csp.problems()).toContainEqual(expect.stringContaining('script-src'));
  });

  test('requests go to the geocoder but not to other origins', async ({ page }) => {
    await page.route('https://api.bigdatacloud.net/**', (route) =>
      route.fulfill({ json: { city: 'Venice' }, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.route('https://tracker.example.net/**', (route) => route.fulfill({ body: 'should never be asked' }));
    await page.goto('/');
    const geocoder = await page.evaluate(() =>
      fetch('https://api.bigdatacloud.net/data/reverse-geocode-client?latitude=27.1&longitude=-82.4&localityLanguage=en').then((r) =>
        r.json(),
      ),
    );
    expect(geocoder).toEqual({ city: 'Venice' });
    const tracker = await page.evaluate(() =>
      fetch('https://tracker.example.net/collect').then(
        () => 'sent',
        () => 'blocked',
      ),
    );
    expect(tracker).toBe('blocked');
  });

  test('the video frame may load, other frames may not', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }));
    const csp = await watchCsp(page);
    await page.goto('/');
    await page.evaluate(() => {
      for (const src of ['https://www.youtube-nocookie.com/embed/x', 'https://frames.example.net/embed/x']) {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.title = src;
        document.body.append(frame);
      }
    });
    await expect.poll(() => csp.problems()).toContainEqual(expect.stringContaining('frame-src blocked https://frames.example.net'));
    // The header and the <meta> each report the same refusal; nothing else is refused.
    for (const problem of await csp.problems()) expect(problem).toContain('https://frames.example.net');
    await expect(page.frameLocator('iframe[title^="https://www.youtube-nocookie.com"]').getByText('video')).toBeVisible();
  });

  test('other sites cannot frame the pages', async ({ page, baseURL }) => {
    const response = await page.request.get(`${baseURL}/faq`);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    await page.setContent(`<iframe title="framed" src="${baseURL}/faq"></iframe>`);
    const framed = page.frameLocator('iframe[title="framed"]');
    // Chromium shows its own error document in place of the refused page.
    await expect(framed.getByText(staticPages.faq.h1)).toHaveCount(0);
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
  });
});
