import type { Page } from '@playwright/test';
import { faqForm, homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import type { FormDefinition } from '@/lib/forms/types';
import { staticPages } from '@/lib/content/pages';
import { pageForms } from '@/lib/pages/forms';
import { expect, skipWelcomePopup, test } from '../fixtures';
import { draftKey } from '@/lib/leads/drafts';
import {
  emptyValues,
  expectValues,
  fillForm,
  formLocator,
  isToastChunk,
  leadIdPattern,
  pendingLeads,
  sampleValues,
  toaster,
  expectFailureInForm,
} from '../lead-helpers';
import { type ChunkFault, expectPageStands, expectSecondChannel, fakeService, faultyChunks, type ServiceMode } from '../lead-service';
import { leadFormWordsIn } from '@/lib/forms/island-words';

const words = leadFormWordsIn('en');

/**
 * Every kind of form against the ways a send can fail. In each case: the page and its phone
 * links stay, what was typed stays (or the lead was delivered, once), the failure offers the
 * request by text, WhatsApp and e-mail with the typed name and phone, and after recovery exactly
 * one lead has arrived. One page load per case; the service and the chunks fail through route
 * interception (tests/e2e/lead-service.ts).
 */

const cityPage = pageForms.find((entry) => entry.city);
const servicePage = pageForms.find((entry) => entry.form.id.startsWith('service-'));
if (!cityPage || !servicePage) throw new Error('The site has no city or no service page form');

const forms: { kind: string; path: string; form: FormDefinition }[] = [
  { kind: 'home lead', path: '/', form: homeLeadForm('en') },
  { kind: 'home promotion', path: '/', form: homePromotionForm('en') },
  { kind: 'city', path: cityPage.path, form: cityPage.form },
  { kind: 'service', path: servicePage.path, form: servicePage.form },
  { kind: 'FAQ', path: '/faq', form: faqForm('en') },
];

type ChunkFailure = { name: string; chunks: ChunkFault };
const chunkFailures: ChunkFailure[] = [
  { name: 'chunk 404', chunks: '404' },
  { name: 'chunk abort', chunks: 'abort' },
  { name: 'offline before the form code loads', chunks: 'offline' },
];

/**
 * The service's failures, met one after another by one visitor who keeps pressing send: each
 * must leave the form as typed. A 200 that is not the service's own answer (a Wi-Fi login page,
 * an empty body, JSON cut short) is never shown as sent, and the lead stays in the outbox to go
 * again (`kept`). Then the service answers in its own words and exactly one lead has arrived.
 */
const serviceFailures: { name: string; mode: ServiceMode; kept: boolean }[] = [
  { name: '500', mode: '500', kept: false },
  { name: '429', mode: '429', kept: false },
  { name: 'hang past the timeout', mode: 'hang', kept: false },
  { name: '200 "needs Activation"', mode: 'activation', kept: false },
  { name: '200 with a Wi-Fi login page', mode: 'portal', kept: true },
  { name: 'an empty 200', mode: 'empty', kept: true },
  { name: '200 with JSON cut short', mode: 'truncated', kept: true },
];

// A case takes a few seconds; the bound leaves room for a loaded machine (the hang case alone waits 3 s).
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the matrix runs once, at desktop size');
});

function typedIdentity(form: FormDefinition, values: Record<string, string>) {
  const name = values.fullName ?? values.name;
  return { name, phone: values.phone };
}

async function submit(page: Page, form: FormDefinition) {
  await formLocator(page, form).getByRole('button', { name: form.submitLabel }).click();
}

/** The page with the fake service and, where asked, failing chunks; the typed identity. */
async function openForm(
  page: Page,
  baseURL: string,
  path: string,
  form: FormDefinition,
  chunks: ChunkFault | 'none',
  offlineGate?: Promise<void>,
) {
  await skipWelcomePopup(page);
  const service = await fakeService(page, baseURL);
  const failedChunks = await faultyChunks(page, chunks, offlineGate ?? Promise.resolve());
  const values = sampleValues(form);
  return {
    service,
    failedChunks,
    values,
    ...typedIdentity(form, values),
    messages: form.messages,
    locator: formLocator(page, form),
  };
}

/** Delivered once, then: the success toast, no failure said anywhere, the form cleared, one lead with one id. */
async function expectDeliveredOnce(page: Page, opened: Awaited<ReturnType<typeof openForm>>, form: FormDefinition, path: string) {
  const { service, values, messages, locator } = opened;
  await expect(toaster(page).getByText(messages.success.title)).toBeVisible({ timeout: 8_000 });
  // The failure was said only in the form, and is gone with it.
  await expect(toaster(page).getByText(messages.failure.title)).toHaveCount(0);
  await expect(locator.locator('[data-lead-failure]')).toHaveCount(0);
  await expectPageStands(page);
  await expectValues(locator, form, emptyValues(form));
  const delivered = service.delivered();
  expect(delivered).toHaveLength(1);
  expect(delivered[0].body).toMatchObject({ ...values, formId: form.id, pagePath: path });
  // Every try of this lead carried the same id, so a resend can be told from a new request.
  const ids = new Set(service.state.posts.map((post) => post.body.leadId));
  expect(ids.size).toBe(1);
  expect([...ids][0]).toMatch(leadIdPattern);
}

for (const { kind, path, form } of forms) {
  for (const failure of chunkFailures) {
    test(`${kind} form, ${failure.name}: the page stands, the form posts the plain way, and the lead arrives once`, async ({
      page,
      context,
      baseURL,
    }) => {
      let goOffline = () => {};
      const offlineGate = new Promise<void>((resolve) => (goOffline = resolve));
      const { service, failedChunks, values, name, phone, locator } = await openForm(
        page,
        baseURL!,
        path,
        form,
        failure.chunks,
        offlineGate,
      );
      await page.goto(path);
      if (failure.chunks === 'offline') {
        await context.setOffline(true);
        goOffline();
      }
      await fillForm(locator, form, values);
      await submit(page, form);
      if (failure.chunks === 'offline') {
        await expect(locator).toHaveAttribute('data-lead-code', 'plain');
        // Offline the form cannot post: it says so, keeps everything and offers the other channels.
        await expect(locator.locator('[data-lead-queued]')).toContainText(words.unsent.offlineNote);
        await expectPageStands(page);
        await expectValues(locator, form, values);
        await expectSecondChannel(locator, name, phone);
        expect(service.state.posts).toHaveLength(0);
        await context.setOffline(false);
      }
      // Without its code the form posts the plain way, as without JavaScript, and lands on the thank-you page.
      await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPages.thankYou.h1);
      expect(failedChunks.length).toBeGreaterThan(0);
      await expectPageStands(page);
      expect(service.delivered()).toHaveLength(1);
      expect(service.delivered()[0]).toMatchObject({ ajax: false, body: { ...values, formId: form.id } });
    });
  }

  test(`${kind} form, offline at submit: the lead waits with the other channels offered and goes once, by itself, back online`, async ({
    page,
    context,
    baseURL,
  }) => {
    const opened = await openForm(page, baseURL!, path, form, 'none');
    const { service, values, name, phone, locator } = opened;
    // The form's code fetches the toast library while the visitor types; going offline after it arrived.
    const toastChunk = page.waitForResponse(isToastChunk);
    await page.goto(path);
    await fillForm(locator, form, values);
    await expect(locator).toHaveAttribute('data-lead-code', 'ready');
    await toastChunk;
    await context.setOffline(true);
    await submit(page, form);
    await expect(locator.locator('[data-lead-queued]')).toContainText(words.unsent.offlineNote);
    await expect(toaster(page).getByText(words.unsent.offline.title)).toHaveCount(0);
    await expectPageStands(page);
    await expectValues(locator, form, values);
    await expectSecondChannel(locator, name, phone);
    expect(service.state.posts).toHaveLength(0);
    // Back online, the outbox sends it by itself: no second click.
    await context.setOffline(false);
    await expectDeliveredOnce(page, opened, form, path);
  });

  test(`${kind} form, the service fails (${serviceFailures.map((f) => f.name).join(', ')}), then delivers: every value kept each time, the lead arrives once`, async ({
    page,
    baseURL,
  }) => {
    const opened = await openForm(page, baseURL!, path, form, 'none');
    const { service, values, name, phone, locator } = opened;
    await page.goto(path);
    await fillForm(locator, form, values);
    await expect(locator).toHaveAttribute('data-lead-code', 'ready');
    for (const failure of serviceFailures) {
      service.state.mode = failure.mode;
      const sent = service.state.posts.length;
      await submit(page, form);
      await expect.poll(() => service.state.posts.length, { message: `${failure.name}: the send reached the service` }).toBe(sent + 1);
      // The answer (or the time limit, for the hang) has been dealt with: the form is no longer sending.
      await expect(locator, failure.name).toHaveAttribute('aria-busy', 'false', { timeout: 8_000 });
      await expect(locator.locator('[data-lead-failure]'), failure.name).toBeVisible();
      await expectFailureInForm(page, locator, form);
      await expectPageStands(page);
      await expectValues(locator, form, values);
      await expectSecondChannel(locator, name, phone);
      expect(service.delivered(), failure.name).toHaveLength(0);
      expect(await pendingLeads(page), `${failure.name}: the lead waits in the outbox`).toEqual(
        failure.kept ? [draftKey(form.id, path)] : [],
      );
    }
    // The service recovers and says so in its own words.
    service.state.mode = 'success';
    await submit(page, form);
    await expectDeliveredOnce(page, opened, form, path);
    expect(await pendingLeads(page)).toEqual([]);
  });
}
