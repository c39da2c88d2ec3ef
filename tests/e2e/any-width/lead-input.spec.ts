import { emergencyForm, faqForm, homeLeadForm, homePromotionForm, reviewForm } from '@/content/forms';
import { getLeadMessages } from '@/content/messages';
import { expect, leadTest as test } from '../fixtures';
import { fillForm, formLocator, sampleValues, toaster } from '../lead-helpers';

// The exact option values (docs/product.md#forms), typed out rather than read from content/forms.ts.
const specOptions = [
  {
    path: '/',
    form: homePromotionForm,
    name: 'service',
    values: [
      'Hurricane-rated door installation',
      'Broken spring replacement',
      'Off-track door repair',
      'Motor/opener installation',
      'Keypad & remote setup',
      'Cable, roller, hinge repair',
      'Full door replacement',
      'Emergency repair',
      'Other',
    ],
  },
  { path: '/', form: homePromotionForm, name: 'time', values: ['Morning (8AM-12PM)', 'Afternoon (12PM-5PM)', 'Evening (5PM-8PM)', 'Weekend', 'ASAP - Emergency'] },
  {
    path: '/emergency-service',
    form: emergencyForm,
    name: 'emergencyType',
    values: ['stuck-open', 'stuck-closed', 'off-track', 'broken-spring', 'opener-dead', 'security-issue', 'other'],
  },
  { path: '/reviews', form: reviewForm, name: 'rating', values: ['5', '4', '3', '2', '1'] },
];

for (const { path, form, name, values } of specOptions) {
  test(`${path} ${form.id} offers the spec’s ${name} options after an empty default`, async ({ page }) => {
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
