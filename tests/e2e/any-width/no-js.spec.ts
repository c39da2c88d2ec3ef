import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { business, phoneLink } from '@/lib/content/business';
import { servicePageForm } from '@/lib/pages/forms';
import { pageIn } from '@/lib/content/pages';
import { localePath } from '@/lib/pages/registry';
import type { Locale } from '@/lib/i18n/locale';
import { formsubmit } from '@/lib/leads/providers/formsubmit';
import { allRoutes } from '@/lib/site/routes';
import { testBuildEnv } from '../../helpers/test-env';
import { fileFor } from '../../../scripts/checks/check-site';

// docs/decisions/004-no-js-forms-post-to-the-service.md: with JavaScript off every page still reads, calls and sends its forms.
const routes = allRoutes();
const fallbackEndpoint = testBuildEnv.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT;
// Each language returns to its own thank-you page and opens its own list of ZIP codes.
const thankYouUrl = (locale: Locale) => `${business.siteUrl}${pageIn('thankYou', locale).path}`;
const zipListPath = (locale: Locale) => localePath('/service-area#every-zip-code', locale);
const routesWithForms = routes.filter((route) => readFileSync(`out/${fileFor('out', route.path)}`, 'utf8').includes('<form'));

test.use({ javaScriptEnabled: false });

/** The routes in groups of about eight: one browser page reads a group, so 46 pages cost six test setups. */
const groups = Array.from({ length: Math.ceil(routes.length / 8) }, (_, i) => routes.slice(i * 8, i * 8 + 8));

test.describe('without JavaScript', () => {
  for (const group of groups) {
    test(`${group.map((route) => route.path).join(', ')} read, call and post`, async ({ page }) => {
      // Soft checks: every route of the group is read and each failure names its route.
      for (const route of group) {
        await page.goto(route.path);
        await expect.soft(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.h1);
        // More than the heading: the page's copy is in the HTML, not fetched by a script.
        expect.soft((await page.locator('main').innerText()).length, route.path).toBeGreaterThan(route.h1.length + 60);
        await expect.soft(page.locator(`a[href="${phoneLink.href}"]`).filter({ visible: true }).first(), route.path).toBeVisible();
        // The ZIP checker is not a lead form: without JavaScript it opens the full list of ZIP codes.
        const checkers = await page
          .locator('form[data-zip-checker]')
          .evaluateAll((elements) =>
            elements.map((form) => ({ method: form.getAttribute('method'), action: form.getAttribute('action') })),
          );
        for (const checker of checkers) expect.soft(checker, route.path).toEqual({ method: 'get', action: zipListPath(route.locale) });
        const forms = await page.locator('form:not([data-zip-checker])').evaluateAll((elements) =>
          elements.map((form) => ({
            id: form.getAttribute('data-form-id') ?? form.id,
            method: form.getAttribute('method'),
            action: form.getAttribute('action'),
            next: (form.querySelector('input[name="_next"]') as HTMLInputElement | null)?.value,
            // A form that takes photos must post them: only a multipart body carries files.
            photos: form.querySelector('input[type=file]') ? form.getAttribute('enctype') : undefined,
          })),
        );
        for (const { photos, ...form } of forms) {
          expect
            .soft(form, `${route.path}: form ${form.id}`)
            .toEqual({ id: form.id, method: 'post', action: fallbackEndpoint, next: thankYouUrl(route.locale) });
          if (photos !== undefined) expect.soft(photos, `${route.path}: form ${form.id}`).toBe('multipart/form-data');
        }
      }
    });
  }

  test('a lead form posts to the form service and the visitor lands on the thank-you page', async ({ page, baseURL }) => {
    test.skip(routesWithForms.length === 0, 'no exported page renders a lead form yet');
    const posts: { body: string; contentType: string }[] = [];
    await page.route(`${fallbackEndpoint}**`, async (route) => {
      posts.push({ body: route.request().postData() ?? '', contentType: (await route.request().allHeaders())['content-type'] ?? '' });
      // The service redirects to the form's _next; here it is the local thank-you page.
      await route.fulfill({ status: 303, headers: { Location: `${baseURL}${pageIn('thankYou', 'en').path}` } });
    });
    await page.goto(routesWithForms[0].path);
    const form = page.locator('form[data-form-id]').first();
    for (const field of await form.locator('input:not([type=hidden]):not([type=file]):not([tabindex="-1"]), textarea').all()) {
      const type = await field.getAttribute('type');
      await field.fill(type === 'email' ? 'pat@example.org' : type === 'tel' ? '941-555-0199' : 'Sticking door <b>bold</b> 🚪');
    }
    for (const select of await form.locator('select').all()) {
      const value = await select.locator('option:not([value=""])').first().getAttribute('value');
      if (value) await select.selectOption(value);
    }
    // A repair form takes photos without JavaScript too, as picked (docs/decisions/051-lead-photos.md).
    const photos = form.locator('input[type=file]');
    const withPhoto = (await photos.count()) > 0;
    if (withPhoto) await photos.setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) });
    await form.locator('[type=submit]').click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageIn('thankYou', 'en').h1);
    expect(posts).toHaveLength(1);
    expect(posts[0].contentType).toMatch(withPhoto ? /^multipart\/form-data/ : /^application\/x-www-form-urlencoded/);
    if (withPhoto) {
      expect(posts[0].body).toContain('name="_next"');
      expect(posts[0].body).toContain('Sticking door <b>bold</b>');
      expect(posts[0].body).toContain(`name="${formsubmit.fileField}"; filename="door.jpg"`);
    } else {
      expect(posts[0].body).toContain('_next=');
      expect(posts[0].body).toContain(encodeURIComponent('Sticking door <b>bold</b>').replace(/%20/g, '+'));
    }
  });

  test('a Spanish form says it is Spanish to the office and returns the visitor to the Spanish thank-you page', async ({
    page,
    baseURL,
  }) => {
    const thanks = pageIn('thankYou', 'es');
    let body = '';
    await page.route(`${fallbackEndpoint}**`, async (route) => {
      body = route.request().postData() ?? '';
      // The service follows the form's own _next, as FormSubmit does.
      await route.fulfill({
        status: 303,
        headers: { Location: new URLSearchParams(body).get('_next')!.replace(business.siteUrl, baseURL!) },
      });
    });
    await page.goto(pageIn('faq', 'es').path);
    const form = page.locator('form[data-form-id="faq"]');
    for (const field of await form.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea').all()) {
      const type = await field.getAttribute('type');
      await field.fill(type === 'email' ? 'ana@example.org' : type === 'tel' ? '941-555-0199' : 'Ana López');
    }
    await form.locator('[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`${thanks.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks.h1);
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
    const sent = new URLSearchParams(body);
    expect(sent.get('language')).toBe('es');
    expect(sent.get('_subject')).toMatch(/^\[ES\] /);
  });

  test('a repair request says when to come with a day and a window, and posts both', async ({ page, baseURL }) => {
    const form = servicePageForm('garage-door-repair', 'en');
    let body = '';
    await page.route(`${fallbackEndpoint}**`, async (route) => {
      body = route.request().postData() ?? '';
      await route.fulfill({ status: 303, headers: { Location: `${baseURL}${pageIn('thankYou', 'en').path}` } });
    });
    await page.goto('/garage-door-repair');
    const root = page.locator(`form[data-form-id="${form.id}"]`);
    const when = root.getByRole('group', { name: 'When can we come?' });
    await expect(when.getByLabel('Day').locator('option')).toHaveText([
      'As soon as possible',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await expect(when.getByLabel('Arrival window').locator('option')).toHaveText([
      'Any time that day',
      '8 AM-10 AM',
      '10 AM-12 PM',
      '12 PM-2 PM',
      '2 PM-4 PM',
      '4 PM-6 PM',
    ]);
    for (const field of form.fields) {
      const control = root.locator(`[name="${field.name}"]`);
      if (field.type === 'select') await control.selectOption({ index: 1 });
      else await control.fill(field.type === 'email' ? 'pat@example.org' : field.type === 'tel' ? '941-555-0199' : '34285');
    }
    await when.getByLabel('Day').selectOption('Thursday');
    await when.getByLabel('Arrival window').selectOption('10 AM-12 PM');
    await root.locator('[type=submit]').click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(body).toMatch(/name="arrivalWindow"\r\n\r\nThursday\r\n/);
    expect(body).toMatch(/name="arrivalTime"\r\n\r\n10 AM-12 PM\r\n/);
  });
});
