import { business } from '@/lib/content/business';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { pageForms } from '@/lib/pages/forms';
import { expect, leadTest as test } from '../fixtures';
import { fillForm, formLocator } from '../lead-helpers';

// At 11 PM on the business's clock, on a phone: a send that fails reads as a failure on the form
// itself, and once it goes through, the confirmation leads with the emergency line as a
// full-width call button and says who answers now before it says when the office calls back.
// One form per set of messages: the confirmation differs by them, not by page.
test.skip(({ isMobile }) => !isMobile, 'at 375x812');

const elevenPm = new Date('2026-11-25T23:00:00-05:00');
const tel = `tel:${business.phone.e164}`;
const words = leadFormWordsIn('en');
const sameMessages = (a: (typeof pageForms)[number], b: (typeof pageForms)[number]) =>
  JSON.stringify(a.form.messages) === JSON.stringify(b.form.messages);
const forms = pageForms.filter((entry, index) => pageForms.findIndex((other) => sameMessages(other, entry)) === index);

for (const { path, form } of forms) {
  const { messages } = form;
  const after =
    messages.callWithin === false ? 'no emergency call on a review' : 'after hours the confirmation leads with the emergency call';
  test(`${form.id} on ${path}: a failed send says its message once, in the form; ${after}`, async ({ page, capture }) => {
    await page.clock.setFixedTime(elevenPm);
    await page.goto(path);
    const root = formLocator(page, form);
    await fillForm(root, form);
    const send = root.getByRole('button', { name: form.submitLabel });

    capture.respondWith('error');
    await send.click();
    const note = root.locator('[data-lead-failure]');
    await expect(note).toHaveAttribute('role', 'alert');
    await expect(note.getByRole('heading', { name: messages.failure.title })).toBeVisible();
    // The form's own message first, the phone in it, above the prefilled channels.
    await expect(note.locator(':scope > *').first()).toHaveText(messages.failure.title);
    await expect(note.locator(':scope > *').nth(1)).toHaveText(messages.failure.description);
    await expect(note.locator(`a[href="${tel}"]`)).toBeVisible();
    // Said once: no toast repeats it.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    capture.respondWith('success');
    await send.click();
    const panel = root.locator('[data-lead-confirmation]');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(messages.success.description);
    if (messages.callWithin === false) {
      // Nobody calls back about a review: nothing to wait for, so no emergency line either.
      await expect(panel.locator(`a[href="${tel}"]`)).toHaveCount(0);
      return;
    }
    const first = panel.locator('a, button').first();
    await expect(first).toHaveAttribute('href', tel);
    await expect(first).toContainText(business.phone.display);
    const [button, content] = await Promise.all([
      first.boundingBox(),
      panel.evaluate((element) => element.clientWidth - parseFloat(getComputedStyle(element).paddingLeft) * 2),
    ]);
    expect(button!.width, 'full width').toBeGreaterThanOrEqual(content - 1);
    expect(button!.width, 'and no wider').toBeLessThanOrEqual(content + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(375);
    // Who answers now (the record's emergency hours) before when the office calls back.
    const steps = await panel.locator('[data-next-step]').allTextContents();
    expect(steps[0]).toContain(business.emergency.availability);
    if (!messages.anyHour) expect(steps).toEqual([words.confirmation.answersNow, expect.stringContaining('the office is closed')]);
  });
}
