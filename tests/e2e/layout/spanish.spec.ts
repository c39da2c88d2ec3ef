import { business } from '@/lib/content/business';
import { formsWordsIn } from '@/lib/content/forms';
import { siteWordsIn } from '@/lib/content/site';
import { homeLeadForm } from '@/lib/forms/definitions';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { cityPath } from '@/lib/content/cities';
import { spanishHome } from '@/lib/i18n/locale';
import { spanishOf } from '@/lib/pages/registry';
import { expect, leadTest as test } from '../fixtures';
import { fillForm, formLocator, sampleValues } from '../lead-helpers';

// A Spanish reader on a phone at 375 px: the language link both ways, the home form failing and
// then arriving at 11 PM in Spanish, and the ZIP checker answering in Spanish. Each Spanish page's
// layout, axe and language are checked with every route (routes.spec.ts, the site checker); this
// is what a visitor does on them.
test.skip(({ isMobile }) => !isMobile, 'a phone at 375x812');

const es = { site: siteWordsIn('es'), forms: formsWordsIn('es'), lead: leadFormWordsIn('es') };
const form = homeLeadForm('es');
const tel = `tel:${business.phone.e164}`;

test('the language link takes a service page to its Spanish page and back; a page without one leads to /es', async ({ page }) => {
  const spanish = spanishOf('/garage-door-repair')!.spanish;
  await page.goto('/garage-door-repair');
  await page.getByRole('button', { name: siteWordsIn('en').header.openMenu }).click();
  const inMenu = page.getByRole('navigation', { name: siteWordsIn('en').header.phoneMenu }).locator('[data-language-link]');
  await expect(inMenu).toHaveAttribute('hreflang', 'es');
  await expect(inMenu).toHaveText(siteWordsIn('en').language.other);
  await inMenu.click();
  await expect(page).toHaveURL(new RegExp(`${spanish.path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await expect(page.getByRole('button', { name: es.site.header.openMenu })).toBeVisible();

  const back = page.locator('footer [data-language-link]');
  await expect(back).toHaveAttribute('hreflang', 'en');
  await back.click();
  await expect(page).toHaveURL(/\/garage-door-repair$/);

  await page.goto('/gallery');
  await expect(page.locator('footer [data-language-link]')).toHaveAttribute('href', spanishHome);
});

test('at 11 PM a failed request keeps what was typed and offers the phone and prefilled Spanish messages; the retry is confirmed in Spanish with the emergency call first', async ({
  page,
  capture,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-25T23:00:00-05:00'));
  await page.goto(spanishHome);
  const root = formLocator(page, form);
  const typed = sampleValues(form);
  await fillForm(root, form, typed);
  const send = root.getByRole('button', { name: form.submitLabel });

  capture.respondWith('error');
  await send.click();
  const note = root.locator('[data-lead-failure]');
  await expect(note.getByRole('heading', { name: form.messages.failure.title })).toBeVisible();
  await expect(note).toContainText(form.messages.failure.description);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(note.locator(`a[href="${tel}"]`)).toBeVisible();
  const sms = decodeURIComponent((await note.locator('[data-channel="sms"]').getAttribute('href')) ?? '');
  expect(sms).toContain(es.lead.request.greeting);
  expect(sms).toContain(typed.fullName);
  for (const [name, value] of Object.entries(typed)) await expect(root.locator(`[name="${name}"]`)).toHaveValue(value);

  capture.respondWith('success');
  await send.click();
  const lead = await capture.waitForRequests(2);
  expect(lead.body).toMatchObject({ language: 'es', formId: form.id, _subject: expect.stringMatching(/^\[ES\] /) });
  const panel = root.locator('[data-lead-confirmation]');
  await expect(panel).toBeFocused();
  await expect(panel).toContainText(form.messages.success.description);
  const call = panel.locator('[data-emergency-call]');
  await expect(call).toHaveAttribute('href', tel);
  await expect(call).toHaveText(es.lead.confirmation.emergencyCall);
  await expect(panel.locator('[data-next-step]').first()).toHaveText(es.lead.confirmation.answersNow);
  // Who answers, on which channel and in which language, from the record (no call in Spanish is promised while calls are answered in English).
  const reply = panel.locator('[data-lead-reply]');
  await expect(reply).toHaveText(es.lead.spanishReply!);
  await expect(reply).toContainText(business.spanish.phone ? es.site.language.inSpanish : es.site.language.phoneInEnglish);
  if (business.spanish.whatsapp) await expect(reply).toContainText(es.site.language.channels.whatsapp);
  // The office's call-back, on the business's clock, in Spanish.
  await expect(panel.locator('[data-next-step]').nth(1)).toContainText('11 p.m.');
  await expect(panel.locator('[data-next-step]').nth(1)).toContainText('jue');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(375);
});

test('the ZIP checker answers in Spanish and names the Spanish page of a city that has one', async ({ page }) => {
  await page.goto(spanishOf('/service-area')!.spanish.path);
  const checker = page.locator('form[data-zip-checker]').first();
  await checker.getByLabel(es.forms.zipChecker.label).fill('34236');
  await checker.getByRole('button', { name: es.forms.zipChecker.button }).click();
  await expect(checker.getByText(es.forms.zipChecker.served.replace('{zip}', '34236'))).toBeVisible();
  await expect(checker.getByRole('link', { name: es.forms.zipChecker.cityLink.replace('{city}', 'Sarasota') })).toHaveAttribute(
    'href',
    cityPath('sarasota', 'es'),
  );
});
