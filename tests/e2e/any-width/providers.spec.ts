import { existsSync } from 'node:fs';
import { faqForm } from '@/lib/forms/definitions';
import { expect, skipWelcomePopup, test } from '../fixtures';
import { draftKey } from '@/lib/leads/drafts';
import {
  emptyValues,
  expectFailureInForm,
  expectValues,
  fillForm,
  formLocator,
  leadIdPattern,
  pendingLeads,
  sampleValues,
  toaster,
} from '../lead-helpers';
import { unconfirmedAnswers } from '../../helpers/capture-server';
import { type VariantName, variantBuilds, variantDir } from '../../helpers/test-env';
import { interceptCaptureOrigin } from '../service-intercept';
import { startStaticServer } from '../../../scripts/preview/static-server';
import { basinAnswers, formspreeAnswers, type RecordedAnswer, web3formsAnswers, webhookAnswers } from '../../unit/fixtures/lead-answers';

// One export per delivery service (npm run build:variant, out-variants/<name>/; Web3Forms has its
// own spec, variant.spec.ts). Each build's FAQ form is sent from a real browser to the capture
// origin, which this spec intercepts: it records what the shipped bundle sends and answers with
// that service's recorded answers (tests/unit/fixtures/lead-answers.ts). The page's own policy
// must let the request through (the fixture fails a test on any CSP violation).

const thankYou = 'https://www.example.com/thank-you';
const messages = faqForm('en').messages;

interface ProviderCase {
  name: 'formspree' | 'basin' | 'webhook';
  /** The field bots fill, which the service drops leads for. */
  honeypot: string;
  /** What the adapter adds to the lead's own fields. */
  serviceFields: Record<string, string>;
  /** The no-JavaScript form's hidden fields besides the honeypot. */
  hiddenFields: Record<string, string>;
  /** An answer that is no delivery although the service answered. */
  refusal: RecordedAnswer;
  delivered: RecordedAnswer;
}

const cases: ProviderCase[] = [
  {
    name: 'formspree',
    honeypot: '_gotcha',
    serviceFields: { _subject: faqForm('en').subject },
    hiddenFields: { _subject: faqForm('en').subject, _next: thankYou },
    refusal: formspreeAnswers.needsActivation,
    delivered: formspreeAnswers.delivered,
  },
  {
    name: 'basin',
    honeypot: '_gotcha',
    serviceFields: {},
    hiddenFields: {},
    refusal: basinAnswers.okButRefused,
    delivered: basinAnswers.delivered,
  },
  {
    name: 'webhook',
    honeypot: '_honey',
    serviceFields: { subject: faqForm('en').subject },
    hiddenFields: { subject: faqForm('en').subject, redirect: thankYou },
    refusal: webhookAnswers.validation,
    delivered: webhookAnswers.delivered,
  },
];

for (const provider of cases) {
  test.describe(`a ${provider.name} build`, () => {
    let site: { url: string; close: () => Promise<void> };
    const env = variantBuilds[provider.name];

    test.beforeAll(async () => {
      const dir = variantDir(provider.name);
      expect(existsSync(`${dir}/index.html`), 'run `npm run build:variant` before the end-to-end tests').toBe(true);
      site = await startStaticServer({ root: dir, port: 0 });
    });
    test.afterAll(async () => {
      await site?.close();
    });

    test(`sends the FAQ lead to ${provider.name}, keeps it on a refusal and delivers the retry`, async ({ page, context }) => {
      let answer = provider.refusal;
      const sent = await interceptCaptureOrigin(context, () => answer);
      await skipWelcomePopup(page);
      await page.goto(`${site.url}/faq`);
      const form = formLocator(page, faqForm('en'));

      // Without JavaScript the same form posts straight to the service, with its own fields.
      await expect(form).toHaveAttribute('action', env.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT);
      await expect(form.locator(`input[name="${provider.honeypot}"]`)).toHaveValue('');
      const hidden = await form
        .locator('input[type=hidden]')
        .evaluateAll((inputs) =>
          Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
        );
      expect(hidden).toMatchObject(provider.hiddenFields);

      const values = sampleValues(faqForm('en'));
      await fillForm(form, faqForm('en'), values);
      await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
      await expect(form.locator('[data-lead-failure]')).toBeVisible();
      await expectFailureInForm(page, form, faqForm('en'));
      await expectValues(form, faqForm('en'), values);

      answer = provider.delivered;
      await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
      await expect(toaster(page).getByText(messages.success.title)).toBeVisible();
      await expectValues(form, faqForm('en'), emptyValues(faqForm('en')));

      expect(sent).toHaveLength(2);
      for (const request of sent) {
        expect(request.path).toBe(new URL(env.NEXT_PUBLIC_LEAD_ENDPOINT).pathname);
        expect(request.contentType).toMatch(/^application\/json/);
        expect(request.accept).toContain('application/json');
        expect(request.body).toEqual({
          ...values,
          ...provider.serviceFields,
          [provider.honeypot]: '',
          source: faqForm('en').source,
          formId: faqForm('en').id,
          pagePath: '/faq',
          leadId: expect.stringMatching(leadIdPattern),
        });
      }
      // The retry is the same lead, so the owner can tell a resend from a second request.
      expect(sent[1].body.leadId).toBe(sent[0].body.leadId);
    });
  });
}

// Every variant build, Web3Forms included: what stands in for the service's answer after a 200
// (a Wi-Fi login page, an empty body, its answer cut short) is never shown as sent; the lead
// waits in the outbox, and the service's own answer then delivers it, once.
const delivered: Record<VariantName, RecordedAnswer> = {
  web3forms: web3formsAnswers.delivered,
  formspree: formspreeAnswers.delivered,
  basin: basinAnswers.delivered,
  webhook: webhookAnswers.delivered,
};

for (const [name, answer] of Object.entries(delivered) as [VariantName, RecordedAnswer][]) {
  test.describe(`a ${name} build, answered by something else`, () => {
    let site: { url: string; close: () => Promise<void> };
    test.beforeAll(async () => {
      site = await startStaticServer({ root: variantDir(name), port: 0 });
    });
    test.afterAll(async () => {
      await site?.close();
    });

    test(`never shows a lead as sent to ${name} unless ${name} said so`, async ({ page, context }) => {
      const standIns: RecordedAnswer[] = [
        { status: 200, body: unconfirmedAnswers.portal.body },
        { status: 200, body: unconfirmedAnswers.empty.body },
        { status: 200, body: answer.body.slice(0, Math.floor(answer.body.length / 2)) },
      ];
      let next = standIns[0];
      // The Web3Forms build also counts the visit with Plausible, at the same origin.
      const leadPath = new URL(variantBuilds[name].NEXT_PUBLIC_LEAD_ENDPOINT).pathname;
      const requests = await interceptCaptureOrigin(context, (path) => (path === leadPath ? next : { status: 202, body: '{}' }));
      const leads = () => requests.filter((request) => request.path === leadPath);
      await skipWelcomePopup(page);
      await page.goto(`${site.url}/faq`);
      const form = formLocator(page, faqForm('en'));
      const values = sampleValues(faqForm('en'));
      await fillForm(form, faqForm('en'), values);
      for (const [index, standIn] of standIns.entries()) {
        next = standIn;
        await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
        await expect.poll(() => leads().length).toBe(index + 1);
        await expect(form.locator('[data-lead-failure]')).toBeVisible();
        await expect(form.locator('[data-lead-confirmation]')).toHaveCount(0);
        await expectValues(form, faqForm('en'), values);
        expect(await pendingLeads(page)).toEqual([draftKey(faqForm('en').id, '/faq')]);
      }
      next = answer;
      await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
      await expect(toaster(page).getByText(messages.success.title)).toBeVisible();
      expect(await pendingLeads(page)).toEqual([]);
      expect(new Set(leads().map((request) => request.body.leadId)).size).toBe(1);
    });
  });
}
