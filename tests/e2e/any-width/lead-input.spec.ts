import type { Locator } from '@playwright/test';
import { emergencyForm, faqForm, homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import { pageForms } from '@/lib/pages/forms';
import { expect, leadTest as test } from '../fixtures';
import { fillForm, formLocator, sampleValues, toaster } from '../lead-helpers';

// The options each form's record defines; the spec's values are checked against the records in
// tests/unit/content/spec-values.test.ts.
const selects = [
  { path: '/', form: homePromotionForm('en'), name: 'service' },
  { path: '/', form: homePromotionForm('en'), name: 'time' },
  { path: '/emergency-service', form: emergencyForm('en'), name: 'emergencyType' },
].map((entry) => ({ ...entry, values: (entry.form.fields.find((f) => f.name === entry.name)?.options ?? []).map((o) => o.value) }));

for (const { path, form, name, values } of selects) {
  test(`${path} ${form.id} offers its ${name} options after an empty default`, async ({ page }) => {
    await page.goto(path);
    const options = formLocator(page, form).locator(`select[name="${name}"] option`);
    expect(await options.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value))).toEqual(['', ...values]);
  });
}

test('a double click sends one request', async ({ page, capture }) => {
  await page.goto('/faq');
  const form = formLocator(page, faqForm('en'));
  await fillForm(form, faqForm('en'));
  await form.getByRole('button', { name: faqForm('en').submitLabel }).dblclick();
  await capture.waitForRequests(1);
  await expect(toaster(page).getByText(faqForm('en').messages.success.title)).toBeVisible();
  await page.waitForTimeout(500);
  expect(capture.requests).toHaveLength(1);
});

test('markup typed into a field is sent as text and never rendered', async ({ page, capture }) => {
  const markup = '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script><b>bold</b>';
  await page.goto('/faq');
  const form = formLocator(page, faqForm('en'));
  await fillForm(form, faqForm('en'), { ...sampleValues(faqForm('en')), fullName: markup, message: markup });
  capture.respondWith('error');
  await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
  const lead = await capture.waitForRequests(1);
  expect(lead.body).toMatchObject({ fullName: markup, message: markup });
  await expect(form.locator('[data-lead-failure]').getByText('Submission Failed')).toBeVisible();
  await expect(form.locator('[name="message"]')).toHaveValue(markup);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main b:text("bold")')).toHaveCount(0);
});

test('an empty required field is blocked by the browser and nothing is sent', async ({ page, capture }) => {
  await page.goto('/');
  const form = formLocator(page, homeLeadForm('en'));
  await form.locator('[name="fullName"]').fill('Maria Gonzalez');
  await form.getByRole('button', { name: homeLeadForm('en').submitLabel }).click();
  expect(await form.locator('[name="phone"]').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await page.waitForTimeout(300);
  expect(capture.requests).toHaveLength(0);
});

/** Sets a field the way some autofill extensions do: its value, and no event at all. */
async function autofill(form: Locator, name: string, value: string) {
  await form.locator(`[name="${name}"]`).evaluate((element: HTMLInputElement, text) => {
    element.value = text;
  }, value);
}

test('a FAQ field filled by a script, with no input event, is what the failure links and the lead carry', async ({ page, capture }) => {
  await page.goto('/faq');
  const form = formLocator(page, faqForm('en'));
  await fillForm(form, faqForm('en'));
  await expect(form).toHaveAttribute('data-lead-code', 'ready');
  // Focus stays on the name: a field that loses focus tells react-hook-form its value, these two never do.
  await form.locator('[name="fullName"]').focus();
  const question = 'Autofilled: does a 16 ft door need two springs?';
  await autofill(form, 'message', question);
  await autofill(form, 'phone', '(941) 555-0142');
  await expect(form.locator('[name="message"]')).toHaveValue(question);

  capture.respondWith('error');
  await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
  expect((await capture.waitForRequests(1)).body).toMatchObject({ message: question, phone: '(941) 555-0142' });
  const sms = decodeURIComponent((await form.locator('a[data-channel="sms"]').getAttribute('href')) ?? '');
  expect(sms).toContain(question);
  expect(sms).toContain('(941) 555-0142');

  capture.respondWith('success');
  await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
  expect((await capture.waitForRequests(2)).body).toMatchObject({ message: question, phone: '(941) 555-0142' });
  await expect(toaster(page).getByText(faqForm('en').messages.success.title)).toBeVisible();
});

test('on a city page, a ZIP code and a name filled by a script, with no input event, arrive in the lead', async ({ page, capture }) => {
  const entry = pageForms.find((candidate) => candidate.city);
  if (!entry) throw new Error('no city page form in the registry');
  await page.goto(entry.path);
  const form = formLocator(page, entry.form);
  await fillForm(form, entry.form);
  await expect(form).toHaveAttribute('data-lead-code', 'ready');
  await autofill(form, 'zipCode', '34275');
  await autofill(form, 'fullName', 'Autofilled Name');
  await form.getByRole('button', { name: entry.form.submitLabel }).click();
  expect((await capture.waitForRequests(1)).body).toMatchObject({ zipCode: '34275', fullName: 'Autofilled Name', formId: entry.form.id });
});
