import { existsSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { homeLeadForm } from '@/lib/forms/definitions';
import { expect, skipWelcomePopup, test } from '../fixtures';
import { fillForm, formLocator, leadIdPattern, toaster } from '../lead-helpers';
import { variantBuildEnv, variantDir } from '../../helpers/test-env';
import { interceptCaptureOrigin } from '../service-intercept';
import { startStaticServer } from '../../../scripts/preview/static-server';
import { type RecordedAnswer, web3formsAnswers } from '../../unit/fixtures/lead-answers';
import { leadFormWordsIn } from '@/lib/forms/island-words';

const words = leadFormWordsIn('en');

// The variant export (npm run build:variant, out-variants/web3forms/): leads go to Web3Forms through its
// adapter and conversions are counted with Plausible. Both point at the capture origin, which
// each test intercepts: it records what the page sends and answers with Web3Forms' recorded
// answers (tests/unit/fixtures/lead-answers.ts) and Plausible's 202.
let site: { url: string; close: () => Promise<void> };

// Each test loads and hydrates the home page and waits for the idle-time tracker: more than the
// default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  expect(existsSync(`${variantDir('web3forms')}/index.html`), 'run `npm run build:variant` before the end-to-end tests').toBe(true);
  site = await startStaticServer({ root: variantDir('web3forms'), port: 0 });
});
test.afterAll(async () => {
  await site?.close();
});

/** Plausible's answer to an event. */
const eventAccepted: RecordedAnswer = { status: 202, body: '{}' };

async function interceptCapture(context: BrowserContext, answer: () => RecordedAnswer) {
  const sent = await interceptCaptureOrigin(context, (path) => (path === '/api/event' ? eventAccepted : answer()));
  return {
    leads: () => sent.filter((item) => item.path === '/submit'),
    events: () =>
      sent
        .filter((item) => item.path === '/api/event')
        .map((item) => item.body as { name: string; url: string; domain: string; props?: Record<string, string> }),
  };
}

async function openHome(page: Page) {
  await skipWelcomePopup(page);
  await page.goto(`${site.url}/`);
}

test('a Web3Forms build posts the home lead as JSON with its access key, reads success: true, and counts the Lead', async ({
  page,
  context,
}) => {
  let answer = web3formsAnswers.delivered;
  const capture = await interceptCapture(context, () => answer);
  await openHome(page);
  const form = formLocator(page, homeLeadForm('en'));
  // Without JavaScript the same form posts straight to the service, with its key and the way back.
  await expect(form).toHaveAttribute('action', variantBuildEnv.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT);
  await expect(form.locator('input[type=hidden][name="access_key"]')).toHaveValue('test-access-key');
  await expect(form.locator('input[type=hidden][name="redirect"]')).toHaveValue('https://www.example.com/thank-you');
  // Web3Forms takes files only on paid plans: no photo field, and a plain urlencoded post.
  await expect(form.locator('input[type=file]')).toHaveCount(0);
  await expect(form).not.toHaveAttribute('enctype', /.+/);

  await fillForm(form, homeLeadForm('en'), { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: 'maria.g@example.net' });
  await form.getByRole('button', { name: homeLeadForm('en').submitLabel }).click();
  await expect(toaster(page).getByText('Request Submitted!')).toBeVisible();
  expect(capture.leads()).toHaveLength(1);
  const [lead] = capture.leads();
  expect(lead.contentType).toMatch(/^application\/json/);
  expect(lead.body).toEqual({
    fullName: 'Maria Gonzalez',
    phone: '(941) 555-0199',
    email: 'maria.g@example.net',
    city: 'Southwest Florida',
    source: 'Discount Form Section',
    access_key: 'test-access-key',
    subject: homeLeadForm('en').subject,
    pagePath: '/',
    formId: 'home-lead',
    botcheck: '',
    leadId: expect.stringMatching(leadIdPattern),
  });
  await expect
    .poll(() => capture.events().filter((event) => event.name === 'Lead'))
    .toEqual([
      {
        name: 'Lead',
        url: `${site.url}/`,
        domain: 'www.example.com',
        referrer: null,
        props: { form: 'home-lead', page: '/', city: 'Southwest Florida' },
      },
    ]);

  // A 200 that does not say success: true is no delivery: the visitor keeps what they typed.
  answer = web3formsAnswers.okWithoutSuccess;
  await page.getByRole('button', { name: words.confirmation.sendAnother }).click();
  await fillForm(form, homeLeadForm('en'), { fullName: 'Tom Becker', phone: '941-555-0100', email: 'tom@example.org' });
  await form.getByRole('button', { name: homeLeadForm('en').submitLabel }).click();
  await expect(form.locator('[data-lead-failure]')).toBeVisible();
  await expect(form.locator('[name="fullName"]')).toHaveValue('Tom Becker');
  await expect
    .poll(() =>
      capture
        .events()
        .filter((event) => event.name === 'Lead failed')
        .map((event) => event.props),
    )
    .toEqual([{ form: 'home-lead', page: '/', reason: 'rejected' }]);
});

test('Web3Forms refusals (invalid key, rate limit) fail the send and keep the typed values', async ({ page, context }) => {
  let answer = web3formsAnswers.validation;
  const capture = await interceptCapture(context, () => answer);
  await openHome(page);
  const form = formLocator(page, homeLeadForm('en'));
  await fillForm(form, homeLeadForm('en'));
  await form.getByRole('button', { name: homeLeadForm('en').submitLabel }).click();
  await expect(form.locator('[data-lead-failure]')).toBeVisible();
  answer = web3formsAnswers.rateLimited;
  await form.getByRole('button', { name: homeLeadForm('en').submitLabel }).click();
  await expect.poll(() => capture.leads().length).toBe(2);
  await expect
    .poll(() =>
      capture
        .events()
        .filter((event) => event.name === 'Lead failed')
        .map((event) => event.props?.reason),
    )
    .toEqual(['rejected', 'rate-limited']);
  await expect(form.locator('[name="fullName"]')).toHaveValue('Maria Gonzalez');
});

test('counts a pageview per page, client-side navigations included, and a Call with its page; sets no cookie', async ({
  page,
  context,
}) => {
  const capture = await interceptCapture(context, () => web3formsAnswers.delivered);
  // The phone app would open on a real phone; here the click only has to be counted.
  await page.addInitScript(() =>
    document.addEventListener('click', (event) => (event.target as Element).closest?.('a[href^="tel:"]') && event.preventDefault()),
  );
  await openHome(page);
  await expect.poll(() => capture.events().map((event) => [event.name, event.url])).toEqual([['pageview', `${site.url}/`]]);

  // A header link: the home page's side promo (due at 10 s) can open over the footer's links at
  // the moment of the click on a slow machine.
  await page.locator('header nav[aria-label="Main"] a[href="/reviews"]').click();
  await expect(page).toHaveURL(/\/reviews$/, { timeout: 20_000 });
  await expect
    .poll(() => capture.events().map((event) => [event.name, event.url]))
    .toEqual([
      ['pageview', `${site.url}/`],
      ['pageview', `${site.url}/reviews`],
    ]);

  await page.locator('a[href^="tel:"]').filter({ visible: true }).first().click();
  await expect
    .poll(() =>
      capture
        .events()
        .filter((event) => event.name === 'Call')
        .map((event) => event.props),
    )
    .toEqual([{ page: '/reviews' }]);
  expect(capture.events().every((event) => event.domain === 'www.example.com')).toBe(true);
  expect(await context.cookies()).toEqual([]);
});
