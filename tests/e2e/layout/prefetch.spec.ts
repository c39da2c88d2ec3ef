import { expect, test } from '../fixtures';

// Internal links prefetch on intent (components/ui/intent-link.tsx): a page that is loading fetches
// no other page's data, a link the visitor points at (or tabs to) fetches its page's, and the click
// then navigates client-side with what was fetched.
test('links fetch their page once the visitor shows intent, not while the page loads, and navigate client-side', async ({
  page,
  isMobile,
}) => {
  const pageData: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) pageData.push(url.pathname);
  });
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Viewport prefetching starts as soon as the router is up; give it time to show itself.
  await page.waitForTimeout(1000);
  expect(pageData, 'other pages fetched while /faq loads').toEqual([]);

  const home = page.locator('header a[href="/"]').first();
  if (isMobile) await home.focus();
  else await home.hover();
  await expect
    .poll(() => pageData.filter((p) => /^\/__next\..*\.txt$/.test(p)).length, { message: 'home page data prefetched' })
    .toBeGreaterThan(0);
  // A prefetch is several requests (the route tree, then its segments): count them once they stop.
  await expect
    .poll(
      async () => {
        const seen = pageData.length;
        await page.waitForTimeout(750);
        return pageData.length === seen;
      },
      { message: 'home page prefetch finished' },
    )
    .toBe(true);
  const prefetched = pageData.length;

  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await page.evaluate(() => 'stillTheSameDocument' in window), 'client-side navigation').toBe(true);
  expect(pageData.length, 'the click reused the prefetched data').toBe(prefetched);
});

// The export leaves out the payload copies no browser asks for (scripts/next-adapter/deferred-scripts.ts,
// unrequestedPayloadFile): every payload file the router asks for, by prefetch or by navigation,
// is there, and the pages change client-side.
test('client-side navigation finds every payload file it asks for, prefetched or not', async ({ page, isMobile }) => {
  const answers: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.txt')) answers.push(`${response.status()} ${url.pathname}`);
  });
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));

  // With intent: the route tree and the page's segments, then the click.
  const pricing = page.locator('footer a[href="/pricing"]').first();
  if (isMobile) await pricing.focus();
  else await pricing.hover();
  await expect.poll(() => answers.filter((answer) => answer.includes('/pricing/__next.')).length).toBeGreaterThan(1);
  await pricing.click();
  await expect(page).toHaveURL(/\/pricing$/);
  // Without intent (a click the script sends, as a tap on a link never pointed at): the page's payload.
  const city = page.locator('footer a[href^="/garage-door-"]').first();
  const cityPath = (await city.getAttribute('href'))!;
  await city.dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${cityPath}$`));
  await expect.poll(() => answers.some((answer) => answer.endsWith(`${cityPath}.txt`))).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('h1')).toHaveCount(1);

  expect(await page.evaluate(() => 'stillTheSameDocument' in window), 'client-side navigation').toBe(true);
  expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
  expect(answers.some((answer) => answer.includes('/__next.') && answer.includes('__PAGE__'))).toBe(true);
});
