import { business } from '@/lib/content/business';
import { pageForms, spanishPageForms } from '@/lib/pages/forms';
import { allRoutes } from '@/lib/site/routes';
import { cityPages } from '@/lib/content/cities';
import { expect, fetchForRoute, leadTest as test } from '../fixtures';
import {
  emptyValues,
  expectFailureInForm,
  expectValues,
  fillForm,
  formLocator,
  leadIdPattern,
  sampleValues,
  toaster,
} from '../lead-helpers';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { asSoonAsPossible, defaultCityContext } from '@/lib/leads/fields';

// Every form of every page, from the registry the templates render. Form behaviour does not
// depend on the viewport, so this file runs in the desktop project only (leads.spec.ts runs
// the home forms at both widths).
const ajaxPath = `/ajax/${business.email}`;

test('every page of the export shows exactly the forms the registry lists, so none escapes the lead tests', async ({ request }) => {
  for (const { path } of allRoutes()) {
    const html = await (await request.get(path)).text();
    const shown = [...html.matchAll(/data-form-id="([^"]+)"/g)].map((match) => match[1]).sort();
    const listed = [...pageForms, ...spanishPageForms]
      .filter((entry) => entry.path === path)
      .map(({ form }) => form.id)
      .sort();
    expect(shown, path).toEqual(listed);
  }
});

/**
 * The home forms' exact wire format is asserted in leads.spec.ts; every other English page's form
 * runs here, and in Spanish the home page's, one city page's and one service page's: the same
 * components, so these show the Spanish words and the lead's language reach the office.
 */
const otherPageForms = [
  ...pageForms.filter(({ path }) => path !== '/'),
  ...['home-lead', 'city-', 'service-'].map((id) => spanishPageForms.find(({ form }) => form.id.startsWith(id))!),
];

/**
 * City pages share three templates and one form component; what differs per city is the payload
 * (its options, its city context). The first page of each template also fails once before it
 * delivers; the other cities deliver at the first send.
 */
const laterCityPaths = new Set(
  cityPages
    .filter((page, index) => cityPages.findIndex((other) => other.template === page.template) !== index)
    .map((page) => `/${page.slug}`),
);

for (const { path, form: definition, city } of otherPageForms) {
  const failFirst = !laterCityPaths.has(path);
  const words = leadFormWordsIn(definition.locale);
  const title = failFirst
    ? `${path}: a failed ${definition.id} lead keeps every value; the retry delivers it field by field and clears`
    : `${path}: the ${definition.id} lead is delivered field by field and the form clears`;
  test(title, async ({ page, capture }) => {
    const messages = definition.messages;
    await page.goto(path);
    const form = formLocator(page, definition);
    const submit = form.getByRole('button', { name: definition.submitLabel });
    const typed = sampleValues(definition);
    await fillForm(form, definition, typed);

    if (failFirst) {
      capture.respondWith('error');
      await submit.click();
      await capture.waitForRequests(1);
      await expectFailureInForm(page, form, definition);
      await expectValues(form, definition, typed);
    }

    capture.respondWith('success');
    await submit.click();
    const lead = await capture.waitForRequests(failFirst ? 2 : 1);
    expect(lead.path).toBe(ajaxPath);
    expect(lead.contentType).toMatch(/^application\/json/);
    expect(lead.body).toEqual({
      ...typed,
      source: definition.source,
      _subject: definition.subject,
      _captcha: false,
      pagePath: path,
      formId: definition.id,
      ...(city ? { cityContext: city } : {}),
      ...(definition.arrivalWindow ? { arrivalWindow: asSoonAsPossible } : {}),
      ...(definition.locale === 'es' ? { language: 'es' } : {}),
      // The home form's city field: the region until the visitor's city is known.
      ...(definition.cityField ? { [definition.cityField]: defaultCityContext } : {}),
      _honey: '',
      leadId: expect.stringMatching(leadIdPattern),
    });
    await expect(toaster(page).getByText(messages.success.title)).toBeVisible();
    // The confirmation takes the form's place and focus, and stays until the visitor asks for a new form.
    const confirmation = form.locator('[data-lead-confirmation]');
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText(messages.success.description);
    await expect(submit).toBeHidden();
    await confirmation.getByRole('button', { name: words.confirmation.sendAnother }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(submit).toBeVisible();
    await expectValues(form, definition, emptyValues(definition));
  });
}

// The form's code (react-hook-form, lib/leads) loads on the visitor's first sign of using a
// form; this marker is a property only that code uses.
const formCodeMarker = 'keepFieldsRef';

test('the form code waits for the visitor, and what they type and send before it arrives is delivered', async ({ page, capture }) => {
  const formCode: string[] = [];
  // A slow phone: the form code is held back until the visitor has typed and pressed send.
  let release: () => void = () => {};
  const arrives = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const answer = await fetchForRoute(route.request().url());
    if (answer.body.includes(formCodeMarker)) {
      formCode.push(route.request().url());
      await arrives;
    }
    await route.fulfill(answer).catch(() => {}); // the page may have moved on meanwhile
  });

  // A page whose form is far below the first screen: the code also loads as a form comes near the
  // screen, and the contact page's form is on its first screen.
  const entry = pageForms.find(({ path }) => path === '/faq');
  if (!entry) throw new Error('/faq has no form in the registry');
  await page.goto(entry.path, { waitUntil: 'networkidle' });
  expect(formCode, 'form code fetched before any interaction').toEqual([]);

  const form = formLocator(page, entry.form);
  const typed = sampleValues(entry.form);
  await fillForm(form, entry.form, typed);
  await form.getByRole('button', { name: entry.form.submitLabel }).click();
  await expect.poll(() => formCode.length, { message: 'the first interaction asks for the form code' }).toBe(1);
  // Give a (wrong) early send the time to arrive before the code does.
  await page.waitForTimeout(500);
  expect(capture.requests).toHaveLength(0);
  release();

  const lead = await capture.waitForRequests(1);
  expect(formCode).toHaveLength(1);
  expect(lead.path).toBe(ajaxPath);
  expect(lead.body).toMatchObject({ ...typed, formId: entry.form.id, pagePath: entry.path });
  await expect(toaster(page).getByText(entry.form.messages.success.title)).toBeVisible();
  await expectValues(form, entry.form, emptyValues(entry.form));
  expect(capture.requests).toHaveLength(1);
});
