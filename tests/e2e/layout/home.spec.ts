import { type Page } from '@playwright/test';
import { axeScan, renderSkippedContent } from '../axe';
import { expect, skipWelcomePopup, test } from '../fixtures';
import { brands } from '@/lib/content/brands';
import { business } from '@/lib/content/business';
import { allPhotos, galleryProjects } from '@/lib/content/projects';
import { homeWordsIn } from '@/lib/content/home';
import { homeTestimonials } from '@/lib/content/reviews';
import { jsonLdNodes } from '../json-ld';

// The welcome popup has its own spec; here it stays out of the way.
async function openHome(page: Page) {
  await skipWelcomePopup(page);
  await page.goto('/', { waitUntil: 'networkidle' });
}

const slide = (page: Page, carousel: string, label: string) =>
  page.getByRole('region', { name: carousel }).locator(`[aria-roledescription="slide"][aria-label^="${label}"]`);
const projectSlide = (page: Page, label: string) => slide(page, 'Before, during and after projects', label);

test('the sections come in the spec’s order with their anchors', async ({ page }) => {
  await openHome(page);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Why homeowners trust us' })).toContainText(business.licence.number);
  // The spec's order, but for the reviews: they come before the form, within a phone's first three screens.
  expect(await page.locator('main h2').allTextContents()).toEqual([
    'What our neighbors say',
    'Claim your discount and a free estimate',
    'Garage door services for every problem',
    homeWordsIn('en').area.title,
    'See the work, start to finish',
    business.promoVideo.title,
    'We repair and install LiftMaster, Chamberlain, Genie, Clopay and Amarr',
    'Fast, honest garage door service',
    'Built for Gulf Coast garages',
    'Keep your door working through salt, sun and storms',
    allPhotos(galleryProjects.map((project) => project.image))
      ? 'Doors we have fixed and fitted lately'
      : 'The kinds of jobs we do every week',
    homeWordsIn('en').promotion.title,
    'Prefer e-mail?',
  ]);
  const order = await page.evaluate(() =>
    ['lead-form', 'gallery', 'promotion', 'contact'].map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1),
  );
  expect(order.every((top, i) => top > 0 && (i === 0 || top > order[i - 1]))).toBe(true);
  await expect(page.locator('#lead-form form[data-form-id="home-lead"]')).toBeAttached();
  await expect(page.locator('#promotion form[data-form-id="home-promotion"]')).toBeAttached();
  await expect(page.locator('section[aria-labelledby="email-heading"] a[href^="mailto:"]')).toHaveAttribute(
    'href',
    `mailto:${business.email}`,
  );
});

test('hero buttons call and scroll to the lead form', async ({ page }) => {
  await openHome(page);
  const hero = page.locator('section', { has: page.locator('h1') });
  await expect(hero.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await hero.getByRole('link', { name: 'Get Free Estimate' }).click();
  await expect(page.locator('#lead-form input[name="fullName"]')).toBeFocused();
  await expect(page.locator('#lead-form')).toBeInViewport();
  await expect(page).toHaveURL(/#lead-form$/);
});

test('metadata and LocalBusiness structured data', async ({ page }) => {
  await openHome(page);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Spring Hill to Naples/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /hurricane-rated garage doors/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/www\.example\.com\/?$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const nodes = await jsonLdNodes(page);
  expect(nodes.map((node) => node['@type'])).toEqual(expect.arrayContaining(['WebSite', 'WebPage', 'HomeAndConstructionBusiness']));
  const data = nodes.find((node) => node['@type'] === 'HomeAndConstructionBusiness') as unknown as {
    telephone: string;
    aggregateRating: object;
    openingHoursSpecification: { dayOfWeek: string[] }[];
    paymentAccepted: string;
    areaServed: { name: string }[];
  };
  expect(data.telephone).toBe(business.phone.e164);
  expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 150 });
  expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '06:00', closes: '22:00' });
  expect(data.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  expect(data.paymentAccepted).toMatch(/Cash/);
  expect(data.paymentAccepted).toMatch(/Check/);
  expect(data.paymentAccepted).toMatch(/Credit/);
  // One list of counties, whatever the number of towns (docs/decisions/073-place-pages.md).
  expect(data.areaServed.map((area: { name: string }) => area.name)).toContain('Sarasota County, FL');
});

test('brands, testimonials and recent projects come from the records', async ({ page }) => {
  await openHome(page);
  for (const brand of brands) await expect(page.getByRole('img', { name: brand.name, exact: true })).toHaveAttribute('src', brand.logo);
  await expect(slide(page, 'Customer testimonials', '1 of 3')).toContainText(
    `${homeTestimonials[0].author}, ${homeTestimonials[0].location}`,
  );
  const cards = page.locator('#gallery li');
  await expect(cards).toHaveCount(6);
  for (const [i, project] of galleryProjects.entries()) {
    await expect(cards.nth(i)).toContainText(project.category);
    await expect(cards.nth(i)).toContainText(project.title);
  }
});

test('the project carousel wraps both ways and its dots jump', async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole('region', { name: 'Before, during and after projects' });
  await expect(projectSlide(page, '1 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous project' }).click();
  await expect(projectSlide(page, '3 of 3')).toBeVisible();
  await expect(projectSlide(page, '1 of 3')).toBeHidden();
  await carousel.getByRole('button', { name: 'Next project' }).click();
  await expect(projectSlide(page, '1 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next project' }).click();
  await expect(projectSlide(page, '2 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Show project 3 of 3' }).click();
  await expect(projectSlide(page, '3 of 3')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Show project 3 of 3' })).toHaveAttribute('aria-current', 'true');
  await expect(projectSlide(page, '3 of 3').getByRole('img')).toHaveCount(3);
});

test('the video frame loads only after the click', async ({ page }) => {
  const videoRequests: string[] = [];
  await page.route(/youtube(-nocookie)?\.com/, (route) => {
    videoRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await openHome(page);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  await page.getByRole('button', { name: `Play video: ${business.promoVideo.title}` }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${business.promoVideo.videoId}?autoplay=1`);
  await expect(frame).toHaveAttribute('title', business.promoVideo.title);
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
});

test('the trust bar can be dismissed', async ({ page }) => {
  await openHome(page);
  const bar = page.getByRole('complementary', { name: 'Why homeowners trust us' });
  for (const point of [`Lic. ${business.licence.number}`, '5-star rated', 'Same-day service']) await expect(bar).toContainText(point);
  await bar.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(bar).toHaveCount(0);
});

test('no horizontal scrolling and no axe violations', async ({ page }) => {
  // axe walks a long page; on a busy machine that takes longer than the default 30 s.
  test.setTimeout(90_000);
  await openHome(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await renderSkippedContent(page);
  const results = await axeScan(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
