import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { business } from '@/lib/content/business';
import { unconfirmedAnswers, type UnconfirmedMode } from '../helpers/capture-server';
import { captureOrigin } from '../helpers/test-env';
import { expect } from './fixtures';

/**
 * The form service and the site's lazily loaded chunks, misbehaving on demand, through Playwright
 * route interception: no server to start per test, so one case costs one page load. Plain
 * (no-JavaScript) posts are answered the way the service answers them, with a redirect to the
 * thank-you page on the site under test.
 */
export type ServiceMode = 'success' | '500' | '429' | 'hang' | 'activation' | UnconfirmedMode;

export interface ServicePost {
  ajax: boolean;
  body: Record<string, string>;
  /** The service accepted it: the lead arrived. */
  delivered: boolean;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'content-type, accept',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

async function parseBody(route: Route): Promise<Record<string, string>> {
  const request = route.request();
  const contentType = (await request.allHeaders())['content-type'] ?? '';
  const raw = request.postDataBuffer() ?? Buffer.alloc(0);
  if (contentType.startsWith('application/json')) return JSON.parse(raw.toString('utf8'));
  const form = await new Request('http://service.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(raw),
  }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

export async function fakeService(page: Page, baseURL: string) {
  const state = { mode: 'success' as ServiceMode, posts: [] as ServicePost[] };
  await page.route(`${captureOrigin}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const ajax = new URL(request.url()).pathname.startsWith('/ajax/');
    const post: ServicePost = { ajax, body: await parseBody(route), delivered: false };
    state.posts.push(post);
    const mode = state.mode;
    if (mode === 'hang') return; // never answered; the page gives up after its timeout
    if (!ajax) {
      post.delivered = mode === 'success';
      return route.fulfill({ status: 303, headers: { Location: `${baseURL}/thank-you` } });
    }
    const json = (status: number, body: object, headers: Record<string, string> = {}) =>
      route.fulfill({ status, headers: { ...cors, ...headers }, contentType: 'application/json', body: JSON.stringify(body) });
    if (mode === '500') return json(500, { success: 'false', message: 'Internal server error' });
    if (mode === '429') return json(429, { success: 'false', message: 'Too many requests' }, { 'Retry-After': '60' });
    if (mode === 'activation')
      return json(200, {
        success: 'false',
        message: 'This form needs Activation. We’ve sent you an email containing an ‘Activate Form’ link.',
      });
    // Not the service's answer: whatever happened to the lead, nobody confirmed it.
    if (mode !== 'success') return route.fulfill({ status: 200, headers: cors, ...unconfirmedAnswers[mode] });
    post.delivered = true;
    return json(200, { success: 'true', message: 'The form was submitted successfully.' });
  });
  return {
    state,
    delivered: () => state.posts.filter((post) => post.delivered),
  };
}

/** Markers of the code that loads only once a visitor uses a form: the controller and the toasts. */
const lazyMarkers = ['keepFieldsRef', 'data-sonner-toaster'];

let lazyChunks: Set<string> | undefined;

/** The export's chunk files that hold the form's lazily loaded code, read once from out/. */
function formCodeChunks(): Set<string> {
  if (!lazyChunks) {
    const dir = 'out/_next/static/chunks';
    lazyChunks = new Set(
      readdirSync(dir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.js') && lazyMarkers.some((marker) => readFileSync(path.join(dir, file), 'utf8').includes(marker)))
        .map((file) => `/_next/static/chunks/${file.split(path.sep).join('/')}`),
    );
  }
  return lazyChunks;
}

export type ChunkFault = 'none' | '404' | 'abort' | 'offline';

/**
 * Makes the form's lazily loaded chunks fail: a 404 (a redeploy removed them), an aborted
 * download, or no network at all (`offline`: held until `goOffline` resolves, then refused the
 * way an offline browser refuses it). Every other chunk loads untouched.
 */
export async function faultyChunks(page: Page, fault: ChunkFault, goOffline?: Promise<void>) {
  const failed: string[] = [];
  if (fault === 'none') return failed;
  const chunks = formCodeChunks();
  expect(chunks.size, 'the export has no lazily loaded form code to fail').toBeGreaterThan(0);
  await page.route(
    (url) => chunks.has(url.pathname),
    async (route) => {
      failed.push(route.request().url());
      if (fault === '404') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      if (fault === 'offline') await goOffline;
      return route.abort(fault === 'offline' ? 'internetdisconnected' : 'connectionaborted');
    },
  );
  return failed;
}

/** The page is still the page: its heading, its phone links, no framework error screen. */
export async function expectPageStands(page: Page) {
  await expect(page.getByText(/This page couldn.t load|Application error/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator(`a[href="tel:${business.phone.e164}"]`).count()).toBeGreaterThan(0);
}

/** The text, WhatsApp and e-mail links beside the failure carry the typed name and phone. */
export async function expectSecondChannel(form: Locator, name: string, phone: string) {
  const expected = {
    sms: `sms:${business.textNumber.e164}?body=`,
    whatsapp: `https://wa.me/${business.messaging.number}?text=`,
    email: `mailto:${business.email}?subject=`,
  };
  for (const [channel, start] of Object.entries(expected)) {
    const link = form.locator(`a[data-channel="${channel}"]`);
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(start), `${channel}: ${href.slice(0, 60)}`).toBe(true);
    const text = decodeURIComponent(href);
    expect(text).toContain(name);
    expect(text).toContain(phone);
  }
  await expect(form.locator(`a[href="tel:${business.phone.e164}"]`)).toBeVisible();
}
