import { type Page, type Request, type Route } from '@playwright/test';
import { expect, skipWelcomePopup, test } from '../fixtures';

const geocoder = 'https://api.bigdatacloud.net/data/reverse-geocode-client**';
const sarasota = { latitude: 27.3364, longitude: -82.5307 };
const cityLine = (page: Page) => page.getByText(/You're viewing our .* team page/);

async function mockGeocoder(page: Page, respond: (route: Route) => Promise<void>) {
  const calls: string[] = [];
  await page.route(geocoder, (route) => {
    calls.push(route.request().url());
    return respond(route);
  });
  return calls;
}

/** Whatever carries the lead (JSON, form data or a plain form post), read one field from it. */
function fieldOf(request: Request, name: string): string | null {
  const body = request.postData() ?? '';
  const type = request.headers()['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(body)[name] ?? null;
  if (type.includes('multipart/form-data')) return body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`))?.[1] ?? null;
  return new URLSearchParams(body).get(name);
}

/** Captures form posts instead of letting them leave the test. */
async function capturePosts(page: Page) {
  const posts: Request[] = [];
  await page.route('**/*', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request());
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' });
  });
  return posts;
}

async function openHome(page: Page) {
  await skipWelcomePopup(page);
  await page.goto('/', { waitUntil: 'networkidle' });
}

test('granted permission: detects at once, names the city and sends it with both leads', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation(sarasota);
  const calls = await mockGeocoder(page, (route) => route.fulfill({ json: { city: 'City of Sarasota', locality: 'Sarasota' } }));
  await openHome(page);
  await expect(page.getByText("You're viewing our Sarasota team page")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find my local team' })).toHaveCount(0);
  const url = new URL(calls[0]);
  expect(Number(url.searchParams.get('latitude'))).toBeCloseTo(sarasota.latitude);
  expect(Number(url.searchParams.get('longitude'))).toBeCloseTo(sarasota.longitude);
  expect(url.searchParams.get('localityLanguage')).toBe('en');

  const posts = await capturePosts(page);
  const leadForm = page.locator('#lead-form form');
  await leadForm.getByLabel('Full name').fill('Pat Rivera');
  await leadForm.getByLabel('Phone').fill('(941) 555-0100');
  await leadForm.getByLabel('Email').fill('pat@example.com');
  await leadForm.getByRole('button', { name: 'Claim My 20% Discount' }).click();
  await expect.poll(() => posts.length).toBe(1);
  expect(fieldOf(posts[0], 'city')).toBe('Sarasota');
  expect(fieldOf(posts[0], 'fullName')).toBe('Pat Rivera');
});

test('the promotion form carries the detected city as detected_city', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation({ latitude: 27.0998, longitude: -82.4543 });
  await mockGeocoder(page, (route) => route.fulfill({ json: { city: '', locality: 'Venice' } }));
  await openHome(page);
  await expect(page.getByText("You're viewing our Venice team page")).toBeVisible();
  const posts = await capturePosts(page);
  const form = page.locator('#promotion form');
  // The second form opens from its button.
  await page.locator('#promotion summary').click();
  await form.locator('input[name="name"]').fill('Sam Ortiz');
  await form.locator('input[name="phone"]').fill('(941) 555-0101');
  await form.locator('input[name="email"]').fill('sam@example.com');
  await form.locator('input[name="location"]').fill('34285');
  await form.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect.poll(() => posts.length).toBe(1);
  expect(fieldOf(posts[0], 'detected_city')).toBe('Venice');
});

test('without permission it never asks on load; the button starts detection', async ({ page, context, baseURL }) => {
  const calls = await mockGeocoder(page, (route) => route.fulfill({ json: { city: 'Tampa' } }));
  await context.setGeolocation({ latitude: 27.9506, longitude: -82.4572 });
  await openHome(page);
  const finder = page.getByRole('button', { name: 'Find my local team' });
  await expect(finder).toBeVisible();
  expect(calls).toEqual([]);
  await expect(cityLine(page)).toHaveCount(0);
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await finder.click();
  await expect(page.getByText("You're viewing our Tampa team page")).toBeVisible();
});

test('denied permission keeps Southwest Florida and shows nothing', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await context.clearPermissions();
  const calls = await mockGeocoder(page, (route) => route.fulfill({ json: { city: 'Sarasota' } }));
  await openHome(page);
  await page.getByRole('button', { name: 'Find my local team' }).click();
  await expect(page.getByRole('button', { name: 'Find my local team' })).toHaveCount(0);
  await expect(cityLine(page)).toHaveCount(0);
  expect(calls).toEqual([]);
  await expect(page.locator('#lead-form input[name="city"]')).toHaveValue('Southwest Florida');
  await expect(page.locator('#promotion input[name="detected_city"]')).toHaveValue('Southwest Florida');
  expect(errors).toEqual([]);
});

const geocoderFailures: [string, (route: Route) => Promise<void>][] = [
  ['a failing geocoder', (route) => route.fulfill({ status: 500, body: 'oops' })],
  ['malformed JSON', (route) => route.fulfill({ contentType: 'application/json', body: '{"city": Sara' })],
  ['an unknown city', (route) => route.fulfill({ json: { city: 'Orlando' } })],
  // A part of a known name is no match (lib/service-area/city-match.ts): "a" and "Sara" are not Sarasota, "Port" is not North Port.
  ['the place name "a"', (route) => route.fulfill({ json: { city: 'a' } })],
  ['the place name "Sara"', (route) => route.fulfill({ json: { city: 'Sara' } })],
  ['the place name "Port"', (route) => route.fulfill({ json: { city: '', locality: 'Port' } })],
  ['a network error', (route) => route.abort()],
];

for (const [name, respond] of geocoderFailures) {
  test(`${name} keeps Southwest Florida and shows nothing`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation(sarasota);
    const calls = await mockGeocoder(page, respond);
    await openHome(page);
    await expect.poll(() => calls.length).toBe(1);
    await expect(page.getByRole('button', { name: 'Find my local team' })).toHaveCount(0);
    await expect(cityLine(page)).toHaveCount(0);
    await expect(page.locator('#lead-form input[name="city"]')).toHaveValue('Southwest Florida');
  });
}
