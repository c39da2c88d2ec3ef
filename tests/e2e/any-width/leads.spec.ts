import { business } from '@/lib/content/business';
import { getCity } from '@/lib/content/cities';
import { cityLeadForm, emergencyForm, faqForm, homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { expect, leadTest as test } from '../fixtures';
import { emptyValues, expectValues, fillForm, formLocator, leadIdPattern, toaster } from '../lead-helpers';

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

test('the emergency form sends with a name and a phone alone: e-mail and ZIP code are optional there', async ({ page, capture }) => {
  await page.goto('/emergency-service');
  const form = formLocator(page, emergencyForm('en'));
  await form.locator('[name="fullName"]').fill('Ann Lee');
  await form.locator('[name="phone"]').fill('941-555-0100');
  await expect(form.locator('[name="email"]')).not.toHaveAttribute('required');
  await expect(form.locator('[name="zipCode"]')).not.toHaveAttribute('required');
  await form.getByRole('button', { name: emergencyForm('en').submitLabel }).click();
  const lead = await capture.waitForRequests(1);
  expect(lead.body).toMatchObject({ fullName: 'Ann Lee', phone: '941-555-0100', email: '', zipCode: '', formId: 'emergency' });
  await expect(form.locator('[data-lead-confirmation]')).toBeVisible();
});

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
