import { emergencyForm, faqForm, homeLeadForm, homePromotionForm, reviewForm } from '@/content/forms';
import { getLeadMessages } from '@/content/messages';
import { expect, leadTest as test } from '../fixtures';
import { fillForm, formLocator, sampleValues, toaster } from '../lead-helpers';

// The options each form's record defines; the spec's values are checked against the records in
// tests/unit/content/spec-values.test.ts.
const selects = [
  { path: '/', form: homePromotionForm, name: 'service' },
  { path: '/', form: homePromotionForm, name: 'time' },
  { path: '/emergency-service', form: emergencyForm, name: 'emergencyType' },
  { path: '/reviews', form: reviewForm, name: 'rating' },
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
  const form = formLocator(page, faqForm);
  await fillForm(form, faqForm);
  await form.getByRole('button', { name: faqForm.submitLabel }).dblclick();
  await capture.waitForRequests(1);
  await expect(toaster(page).getByText(getLeadMessages(faqForm.messages).success.title)).toBeVisible();
  await page.waitForTimeout(500);
  expect(capture.requests).toHaveLength(1);
});

test('markup typed into a field is sent as text and never rendered', async ({ page, capture }) => {
  const markup = '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script><b>bold</b>';
  await page.goto('/faq');
  const form = formLocator(page, faqForm);
  await fillForm(form, faqForm, { ...sampleValues(faqForm), fullName: markup, message: markup });
  capture.respondWith('error');
  await form.getByRole('button', { name: faqForm.submitLabel }).click();
  const lead = await capture.waitForRequests(1);
  expect(lead.body).toMatchObject({ fullName: markup, message: markup });
  await expect(toaster(page).getByText('Submission Failed')).toBeVisible();
  await expect(form.locator('[name="message"]')).toHaveValue(markup);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main b:text("bold")')).toHaveCount(0);
});

test('an empty required field is blocked by the browser and nothing is sent', async ({ page, capture }) => {
  await page.goto('/');
  const form = formLocator(page, homeLeadForm);
  await form.locator('[name="fullName"]').fill('Maria Gonzalez');
  await form.getByRole('button', { name: homeLeadForm.submitLabel }).click();
  expect(await form.locator('[name="phone"]').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await page.waitForTimeout(300);
  expect(capture.requests).toHaveLength(0);
});
