import { business } from '@/lib/content/business';
import { getCity } from '@/lib/content/cities';
import { cityLeadForm, faqForm, homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { expect, leadTest as test } from '../fixtures';
import { emptyValues, expectValues, fillForm, formLocator, leadIdPattern, openForm, toaster } from '../lead-helpers';
import { pageForms, spanishPageForms } from '@/lib/pages/forms';

const ajaxPath = `/ajax/${business.email}`;

test('the home lead form posts the spec’s JSON, field by field, then clears', async ({ page, capture }) => {
  await page.goto('/');
  const form = formLocator(page, homeLeadForm('en'));
  await fillForm(form, homeLeadForm('en'), { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: 'maria.g@example.net' });
  await form.getByRole('button', { name: homeLeadForm('en').submitLabel }).click();

  const lead = await capture.waitForRequests(1);
  expect(lead.method).toBe('POST');
  expect(lead.path).toBe(ajaxPath);
  expect(lead.contentType).toMatch(/^application\/json/);
  expect(lead.body).toEqual({
    fullName: 'Maria Gonzalez',
    phone: '(941) 555-0199',
    email: 'maria.g@example.net',
    city: 'Southwest Florida',
    source: 'Discount Form Section',
    _subject: homeLeadForm('en').subject,
    _captcha: false,
    pagePath: '/',
    formId: 'home-lead',
    _honey: '',
    leadId: expect.stringMatching(leadIdPattern),
  });

  await expect(toaster(page).getByText('Request Submitted!')).toBeVisible();
  await expect(toaster(page).getByText("We'll contact you within 30 minutes during business hours.")).toBeVisible();
  // The same words stay in the form's place once the toast has gone.
  await expect(form.locator('[data-lead-confirmation]')).toContainText("We'll contact you within 30 minutes during business hours.");
  await expectValues(form, homeLeadForm('en'), emptyValues(homeLeadForm('en')));
});

test('the promotion form posts the spec’s form data, field by field, then clears', async ({ page, capture }) => {
  await page.goto('/');
  const form = formLocator(page, homePromotionForm('en'));
  const typed = {
    name: 'Tom Becker',
    phone: '941-555-0100',
    email: 'tom@example.org',
    location: 'Nokomis 34275',
    service: 'Hurricane-rated door installation',
    time: 'ASAP - Emergency',
  };
  await fillForm(form, homePromotionForm('en'), typed);
  await form.getByRole('button', { name: homePromotionForm('en').submitLabel }).click();

  const lead = await capture.waitForRequests(1);
  expect(lead.path).toBe(ajaxPath);
  expect(lead.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(lead.body).toEqual({
    ...typed,
    source: 'Promotion Form',
    detected_city: 'Southwest Florida',
    _subject: homePromotionForm('en').subject,
    _captcha: 'false',
    pagePath: '/',
    formId: 'home-promotion',
    _honey: '',
    leadId: expect.stringMatching(leadIdPattern),
  });
  await expect(toaster(page).getByText('Success!')).toBeVisible();
  await expectValues(form, homePromotionForm('en'), emptyValues(homePromotionForm('en')));
});

test('short-form city pages mark required fields with an asterisk in the placeholder, and in the label as every form does', async ({
  page,
}) => {
  const mark = leadFormWordsIn('en').requiredMark;
  for (const [path, definition] of [
    ['/garage-door-service-venice', cityLeadForm(getCity('venice'), 'short', 'en')],
    ['/garage-door-venice', cityLeadForm(getCity('venice'), 'long', 'en')],
  ] as const) {
    await page.goto(path);
    const form = formLocator(page, definition);
    for (const field of definition.fields) {
      // The label keeps the mark while the visitor types; a placeholder's goes with the first letter.
      const label = form.locator(`label[for="${definition.id}-${field.name}"]`);
      if (field.required) await expect(label, `${path} ${field.name}`).toContainText(mark);
      else await expect(label, `${path} ${field.name}`).not.toContainText(mark);
    }
    if (definition.requiredMark === 'placeholder') {
      await expect(form.locator('[name="fullName"]')).toHaveAttribute('placeholder', /\*$/);
      await expect(form.locator('[name="zipCode"]')).not.toHaveAttribute('placeholder', /\*$/);
    }
  }
});

/**
 * A name and a phone are all a lead form needs (docs/product.md#forms): one page of each kind of
 * form, in both languages, sends with those two alone. The About Us message and the FAQ question
 * are what those forms are for, and a review is not a lead.
 */
const askingForms = new Set(['about-us', 'faq', 'review']);
const oneOfEachKind = (entries: typeof pageForms) =>
  entries.filter(
    ({ form }, index) => !askingForms.has(form.id) && entries.findIndex((other) => kindOf(other.form.id) === kindOf(form.id)) === index,
  );
const kindOf = (id: string) => id.replace(/^(city-\w+|county|service)-.*$/, '$1');
for (const { path, form: definition } of [...oneOfEachKind(pageForms), ...oneOfEachKind(spanishPageForms)]) {
  test(`${path}: the ${definition.id} form sends with a name and a phone alone`, async ({ page, capture }) => {
    await page.goto(path);
    const form = formLocator(page, definition);
    await openForm(form);
    const [name, phone, ...rest] = definition.fields;
    for (const field of rest) await expect(form.locator(`[name="${field.name}"]`), field.name).not.toHaveAttribute('required');
    await form.locator(`[name="${name!.name}"]`).fill('Ann Lee');
    await form.locator(`[name="${phone!.name}"]`).fill('941-555-0100');
    await form.getByRole('button', { name: definition.submitLabel }).click();
    const lead = await capture.waitForRequests(1);
    expect(lead.body).toMatchObject({ [name!.name]: 'Ann Lee', phone: '941-555-0100', formId: definition.id });
    await expect(form.locator('[data-lead-confirmation]')).toBeVisible();
  });
}

test('UTM parameters and the referrer of the landing travel with a lead sent later in the visit', async ({ page, capture }) => {
  await page.goto('/?utm_source=facebook&utm_medium=social&utm_campaign=hurricane-prep', { referer: 'https://m.facebook.com/' });
  // The landing is recorded once the page has hydrated; a visitor reads it before moving on.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lead-attribution'))).toContain('facebook');
  await page.goto('/faq');
  const form = formLocator(page, faqForm('en'));
  await fillForm(form, faqForm('en'));
  await form.getByRole('button', { name: faqForm('en').submitLabel }).click();
  const lead = await capture.waitForRequests(1);
  expect(lead.body).toMatchObject({
    utm_source: 'facebook',
    utm_medium: 'social',
    utm_campaign: 'hurricane-prep',
    referrer: 'https://m.facebook.com/',
    pagePath: '/faq',
  });
});
