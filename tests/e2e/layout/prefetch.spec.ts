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
