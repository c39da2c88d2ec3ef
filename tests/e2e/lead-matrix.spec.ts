import type { Page } from '@playwright/test';
import { faqForm, type FormDefinition, homeLeadForm, homePromotionForm } from '@/content/forms';
import { getLeadMessages, leadRecoveryMessages } from '@/content/messages';
import { staticPages } from '@/content/pages';
import { pageForms } from '@/content/page-forms';
import { expect, skipWelcomePopup, test } from './fixtures';
import { emptyValues, expectValues, fillForm, formLocator, isToastChunk, leadIdPattern, sampleValues, toaster } from './lead-helpers';
import { type ChunkFault, expectPageStands, expectSecondChannel, fakeService, faultyChunks, type ServiceMode } from './lead-service';

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
  { kind: 'home lead', path: '/', form: homeLeadForm },
  { kind: 'home promotion', path: '/', form: homePromotionForm },
  { kind: 'city', path: cityPage.path, form: cityPage.form },
  { kind: 'service', path: servicePage.path, form: servicePage.form },
  { kind: 'FAQ', path: '/faq', form: faqForm },
];

type Failure =
  | { name: string; chunks: ChunkFault; service?: undefined; offlineAtSubmit?: undefined }
  | { name: string; chunks?: undefined; service: ServiceMode; offlineAtSubmit?: undefined }
  | { name: string; chunks?: undefined; service?: undefined; offlineAtSubmit: true };

const failures: Failure[] = [
  { name: 'chunk 404', chunks: '404' },
  { name: 'chunk abort', chunks: 'abort' },
  { name: 'offline before the form code loads', chunks: 'offline' },
  { name: 'offline at submit', offlineAtSubmit: true },
  { name: 'service 500', service: '500' },
  { name: 'service 429', service: '429' },
  { name: 'service hangs past the timeout', service: 'hang' },
  { name: 'service 200 "needs Activation"', service: 'activation' },
  { name: 'service 200 with a non-JSON body', service: 'non-json' },
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

/**
 * Which forms meet which failure. Every form runs the same controller, outbox and plain-post
 * fallback, so the full 5 x 9 grid repeated the same mechanics 45 times (a quarter of the
 * browser test time). Each failure runs on two different forms and each form meets three or four
 * failures, chunk, network and service ones alike: a break in a mechanism shows twice, and a
 * break in one form's wiring shows at least three times.
 */
const cases = failures.flatMap((failure, i) => [forms[i % forms.length], forms[(i + 2) % forms.length]].map((entry) => ({ ...entry, failure })));

for (const { kind, path, form, failure } of cases) {
  test(`${kind} form, ${failure.name}: the page stands, the lead is kept or sent once, and arrives once`, async ({ page, context, baseURL }) => {
    await skipWelcomePopup(page);
    const service = await fakeService(page, baseURL!);
    let goOffline = () => {};
    const offlineGate = new Promise<void>((resolve) => (goOffline = resolve));
    const failedChunks = await faultyChunks(page, failure.chunks ?? 'none', offlineGate);
    const values = sampleValues(form);
    const { name, phone } = typedIdentity(form, values);
    const messages = getLeadMessages(form.messages);
    const locator = formLocator(page, form);
    // The form's code fetches the toast library while the visitor types; going offline after it arrived.
    const toastChunk = failure.offlineAtSubmit ? page.waitForResponse(isToastChunk) : undefined;

    await page.goto(path);

    if (failure.chunks) {
      if (failure.chunks === 'offline') {
        await context.setOffline(true);
        goOffline();
      }
      await fillForm(locator, form, values);
      await submit(page, form);
      if (failure.chunks === 'offline') {
        await expect(locator).toHaveAttribute('data-lead-code', 'plain');
        // Offline the form cannot post: it says so, keeps everything and offers the other channels.
        await expect(locator.locator('[data-lead-queued]')).toContainText(leadRecoveryMessages.queuedInline);
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
      return;
    }

    await fillForm(locator, form, values);
    await expect(locator).toHaveAttribute('data-lead-code', 'ready');
    if (failure.offlineAtSubmit) {
      await toastChunk;
      await context.setOffline(true);
      await submit(page, form);
      await expect(locator.locator('[data-lead-queued]')).toContainText(leadRecoveryMessages.queuedInline);
      await expect(toaster(page).getByText(leadRecoveryMessages.queued.title)).toBeVisible();
      await expectPageStands(page);
      await expectValues(locator, form, values);
      await expectSecondChannel(locator, name, phone);
      expect(service.state.posts).toHaveLength(0);
      // Back online, the outbox sends it by itself: no second click.
      await context.setOffline(false);
    } else {
      service.state.mode = failure.service!;
      await submit(page, form);
      if (failure.service !== 'non-json') {
        await expect(locator.locator('[data-lead-failure]')).toBeVisible({ timeout: 8_000 });
        await expect(toaster(page).getByText(messages.failure.title)).toBeVisible();
        await expectPageStands(page);
        await expectValues(locator, form, values);
        await expectSecondChannel(locator, name, phone);
        expect(service.delivered()).toHaveLength(0);
        // The service recovers and the visitor tries again.
        service.state.mode = 'success';
        await submit(page, form);
      }
    }

    await expect(toaster(page).getByText(messages.success.title)).toBeVisible({ timeout: 8_000 });
    // The newer outcome replaced the older toast.
    await expect(toaster(page).getByText(messages.failure.title)).toHaveCount(0);
    await expectPageStands(page);
    await expectValues(locator, form, emptyValues(form));
    const delivered = service.delivered();
    expect(delivered).toHaveLength(1);
    expect(delivered[0].body).toMatchObject({ ...values, formId: form.id, pagePath: path });
    // Every try of this lead carried the same id, so a resend can be told from a new request.
    const ids = new Set(service.state.posts.map((post) => post.body.leadId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(leadIdPattern);
  });
}
