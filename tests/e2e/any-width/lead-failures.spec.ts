import type { Page } from '@playwright/test';
import { business } from '@/lib/content/business';
import { faqForm, homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import { staticPages } from '@/lib/content/pages';
import type { CaptureMode } from '../../helpers/capture-server';
import { captureOrigin } from '../../helpers/test-env';
import { axeScan } from '../axe';
import { expect, leadTest as test } from '../fixtures';
import { draftKey } from '@/lib/leads/drafts';
import { netlify } from '@/lib/leads/providers/netlify';
import {
  emptyValues,
  expectFailureInForm,
  expectValues,
  fillForm,
  formLocator,
  isToastChunk,
  pendingLeads,
  sampleValues,
  toaster,
} from '../lead-helpers';
import { leadFormWordsIn } from '@/lib/forms/island-words';

const words = leadFormWordsIn('en');

const typed = { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: 'maria.g@example.net' };

async function sendHomeLead(page: Page) {
  const form = formLocator(page, homeLeadForm('en'));
  await form.getByRole('button', { name: homeLeadForm('en').submitLabel }).click();
  return form;
}

async function expectFailureKeepsValues(page: Page) {
  const form = formLocator(page, homeLeadForm('en'));
  await expectFailureInForm(page, form, homeLeadForm('en'));
  await expectValues(form, homeLeadForm('en'), typed);
  await expect(form.getByRole('button', { name: homeLeadForm('en').submitLabel })).toBeEnabled();
  await expect(form.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
}

async function retrySucceeds(
  page: Page,
  capture: { respondWith(mode: CaptureMode): void; waitForRequests(n: number): Promise<unknown> },
  count: number,
) {
  capture.respondWith('success');
  const form = await sendHomeLead(page);
  await capture.waitForRequests(count);
  await expect(toaster(page).getByText(homeLeadForm('en').messages.success.title)).toBeVisible();
  await expectValues(form, homeLeadForm('en'), emptyValues(homeLeadForm('en')));
}

/** `kept`: the lead did not reach the service, or nobody confirmed it did, so it waits in the outbox to go again. */
const failures: { mode: CaptureMode; what: string; kept: boolean }[] = [
  { mode: 'error', what: 'the service answers 500', kept: false },
  { mode: 'not-delivered', what: 'the service answers 200 with {"success":"false"}', kept: false },
  { mode: 'drop', what: 'the connection drops', kept: true },
  { mode: 'hang', what: 'the request hangs past the bound', kept: false },
  { mode: 'portal', what: 'a Wi-Fi login page answers 200 in the service’s place', kept: true },
  { mode: 'empty', what: 'the answer is an empty 200', kept: true },
  { mode: 'truncated', what: 'the answer is JSON cut short ({"success": tru)', kept: true },
];

for (const { mode, what, kept } of failures) {
  test(`when ${what}, the visitor sees the phone number, keeps every value, and can retry`, async ({ page, capture }) => {
    capture.respondWith(mode);
    await page.goto('/');
    await fillForm(formLocator(page, homeLeadForm('en')), homeLeadForm('en'), typed);
    await sendHomeLead(page);
    await capture.waitForRequests(1);
    if (mode === 'hang') await expect(formLocator(page, homeLeadForm('en')).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expectFailureKeepsValues(page);
    await expect(formLocator(page, homeLeadForm('en')).locator('[data-lead-confirmation]')).toHaveCount(0);
    expect(await pendingLeads(page)).toEqual(kept ? [draftKey(homeLeadForm('en').id, '/')] : []);
    await retrySucceeds(page, capture, 2);
    expect(await pendingLeads(page)).toEqual([]);
  });
}

test('after a Wi-Fi login page answered, the kept lead goes by itself, once and with its id, when the form’s code runs after a reload', async ({
  page,
  capture,
}) => {
  capture.respondWith('portal');
  await page.goto('/');
  const form = formLocator(page, homeLeadForm('en'));
  await fillForm(form, homeLeadForm('en'), typed);
  await sendHomeLead(page);
  const first = await capture.waitForRequests(1);
  await expectFailureKeepsValues(page);
  // Signed in to the network, the visitor reloads: the draft comes back, and the lead goes as soon as the form's code runs.
  // The kept lead may go before this test has looked at the form (its code can arrive first): the
  // service's answer is held until the draft has been seen back in its fields.
  capture.respondWith('success');
  let release = () => {};
  const looked = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${captureOrigin}/**`, async (route) => {
    await looked;
    await route.fallback();
  });
  await page.reload();
  await expectValues(form, homeLeadForm('en'), typed);
  release();
  await form.locator('[name="fullName"]').focus();
  const resent = await capture.waitForRequests(2);
  expect((resent.body as Record<string, unknown>).leadId).toBe((first.body as Record<string, unknown>).leadId);
  await expect(toaster(page).getByText(homeLeadForm('en').messages.success.title)).toBeVisible();
  await expectValues(form, homeLeadForm('en'), emptyValues(homeLeadForm('en')));
  await page.waitForTimeout(500);
  expect(capture.requests).toHaveLength(2);
  expect(await pendingLeads(page)).toEqual([]);
});

test('offline, the form keeps the lead with the phone number beside it and sends it by itself once back online', async ({
  page,
  context,
  capture,
}) => {
  // The visitor fills the form while still online, so the toast chunk the form fetches has arrived.
  const toastChunk = page.waitForResponse(isToastChunk);
  await page.goto('/');
  await fillForm(formLocator(page, homeLeadForm('en')), homeLeadForm('en'), typed);
  await toastChunk;
  await context.setOffline(true);
  const form = await sendHomeLead(page);
  // Said once, in the form: no toast says it again.
  await expect(form.locator('[data-lead-queued]')).toContainText(words.unsent.offlineNote);
  await expect(toaster(page).getByText(words.unsent.offline.title)).toHaveCount(0);
  await expect(form.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expectValues(form, homeLeadForm('en'), typed);
  expect(capture.requests).toHaveLength(0);
  // Back online, the outbox sends the lead without a second click, exactly once.
  await context.setOffline(false);
  await capture.waitForRequests(1);
  await expect(toaster(page).getByText(homeLeadForm('en').messages.success.title)).toBeVisible();
  await expect(toaster(page).getByText(words.unsent.offline.title)).toHaveCount(0);
  await expectValues(form, homeLeadForm('en'), emptyValues(homeLeadForm('en')));
  await page.waitForTimeout(500);
  expect(capture.requests).toHaveLength(1);
  expect((capture.requests[0].body as Record<string, unknown>).fullName).toBe(typed.fullName);
});

test('the promotion form’s failure text keeps the spec’s sentence and adds the number', async ({ page, capture }) => {
  capture.respondWith('error');
  await page.goto('/');
  const form = formLocator(page, homePromotionForm('en'));
  const values = sampleValues(homePromotionForm('en'));
  await fillForm(form, homePromotionForm('en'), values);
  await form.getByRole('button', { name: homePromotionForm('en').submitLabel }).click();
  const note = form.locator('[data-lead-failure]');
  await expect(note.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(note).toContainText('There was a problem submitting your request. Please try calling us directly.');
  await expect(note).toContainText(business.phone.display);
  await expectFailureInForm(page, form, homePromotionForm('en'));
  await expectValues(form, homePromotionForm('en'), values);
});

test('the failure state passes an accessibility check; a delivery’s toast area is light, bottom right', async ({ page, capture }) => {
  capture.respondWith('error');
  await page.goto('/');
  await fillForm(formLocator(page, homeLeadForm('en')), homeLeadForm('en'), typed);
  await sendHomeLead(page);
  await expectFailureInForm(page, formLocator(page, homeLeadForm('en')), homeLeadForm('en'));
  const failed = await axeScan(page).include('#lead-form').analyze();
  expect(failed.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  capture.respondWith('success');
  await sendHomeLead(page);
  await expect(toaster(page).locator('[data-sonner-toast]')).toBeVisible();
  await expect(toaster(page)).toHaveAttribute('data-sonner-theme', 'light');
  await expect(toaster(page)).toHaveAttribute('data-y-position', 'bottom');
  await expect(toaster(page)).toHaveAttribute('data-x-position', 'right');
  const results = await axeScan(page).include('#lead-form').include('[data-sonner-toaster]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('the toast library loads only once a visitor starts on a form', async ({ page }) => {
  const sonnerChunks: string[] = [];
  page.on('response', async (response) => {
    if (await isToastChunk(response)) sonnerChunks.push(response.url());
  });
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  expect(sonnerChunks).toEqual([]);
  await expect(toaster(page)).toHaveCount(0);
  await formLocator(page, faqForm('en')).locator('[name="fullName"]').focus();
  await expect.poll(() => sonnerChunks.length).toBeGreaterThan(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a form posts to the service’s plain address and returns to the thank-you page', async ({ page, capture }) => {
    await page.goto('/faq');
    const form = formLocator(page, faqForm('en'));
    const values = sampleValues(faqForm('en'));
    await fillForm(form, faqForm('en'), values);
    await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPages.thankYou.h1);
    const lead = capture.requests[0];
    expect(lead.path).toBe(`/${business.email}`);
    expect(lead.body).toMatchObject({
      ...values,
      _next: `${business.siteUrl}/thank-you`,
      _subject: faqForm('en').subject,
      _captcha: 'false',
      source: faqForm('en').source,
      formId: faqForm('en').id,
      _honey: '',
    });
  });
});

test('a Netlify build reads only the thank-you page as its receipt: no other page of the site, and no login page', async ({ request }) => {
  const thankYou = await (await request.get('/thank-you')).text();
  expect(netlify.read(200, thankYou).kind).toBe('delivered');
  for (const path of ['/', '/faq', '/does-not-exist'])
    expect(netlify.read(200, await (await request.get(path)).text()).kind, path).toBe('unconfirmed');
});

test('the thank-you page is not indexed and offers the phone and a way home', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: `Call ${business.phone.display}`, exact: true })).toHaveAttribute(
    'href',
    `tel:${business.phone.e164}`,
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});
