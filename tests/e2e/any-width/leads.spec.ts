import { business } from '@/lib/content/business';
import { getCity } from '@/lib/content/cities';
import { cityLeadForm, faqForm, homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
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

test('short-form city pages mark required fields with an asterisk in the placeholder', async ({ page }) => {
  await page.goto('/garage-door-service-venice');
  const form = formLocator(page, cityLeadForm(getCity('venice'), 'short', 'en'));
  await expect(form.locator('[name="fullName"]')).toHaveAttribute('placeholder', /\*$/);
  await expect(form.locator('[name="zipCode"]')).not.toHaveAttribute('placeholder', /\*$/);
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
