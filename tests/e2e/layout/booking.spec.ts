import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { business } from '@/lib/content/business';
import { getCity } from '@/lib/content/cities';
import { cityLeadForm, emergencyForm, homeLeadForm } from '@/lib/forms/definitions';
import { servicePageForm } from '@/lib/pages/forms';
import { axeViolations, describeViolations } from '../axe';
import { expect, leadTest as test } from '../fixtures';
import { emptyValues, expectValues, fillForm, formLocator, sampleValues, toaster } from '../lead-helpers';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { parseUsPhone } from '@/lib/facts/us-phone';

const words = leadFormWordsIn('en');

// Wednesday 25 November 2026, Eastern Standard Time (UTC-5): the clock the business keeps.
const eastern = (time: string) => new Date(`2026-11-25T${time}:00-05:00`);
const nokomis = cityLeadForm(getCity('nokomis'), 'featured', 'en');
const repair = servicePageForm('garage-door-repair', 'en');

async function openAt(page: Page, path: string, time: string) {
  await page.clock.setFixedTime(eastern(time));
  await page.goto(path);
}

/** The list of windows the browser worked out (the built HTML has a day and a window instead). */
function windowList(form: Locator): Locator {
  return form.locator('[data-arrival-window="live"] select[name="arrivalWindow"]');
}

async function windowLabels(form: Locator): Promise<string[]> {
  return windowList(form).locator('option').allTextContents();
}

/** A calendar file's lines with folded lines joined back (RFC 5545 §3.1). */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** No toast lies over any of `targets`, once the toasts have slid into place. */
async function expectClearOfToast(page: Page, targets: Locator[]) {
  await page.waitForTimeout(600);
  const toasts = await toaster(page).locator('[data-sonner-toast]').all();
  expect(toasts.length).toBeGreaterThan(0);
  for (const toast of toasts) {
    const toastBox = await toast.boundingBox();
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(
        toastBox && box && !overlaps(toastBox, box),
        `a toast over ${await target.evaluate((element) => element.outerHTML.slice(0, 60))}`,
      ).toBe(true);
    }
  }
}

test('at 2:50 PM today’s last window is offered; at 3:10 PM the same list has none of today’s, and none is past', async ({ page }) => {
  await openAt(page, '/garage-door-service-nokomis', '14:50');
  const form = formLocator(page, nokomis);
  await expect(windowList(form)).toBeVisible();
  const before = await windowLabels(form);
  expect(before.slice(0, 3)).toEqual([words.arrival.asSoonAsPossible, 'Wed Nov 25, 4 PM-6 PM', 'Thu Nov 26, 8 AM-10 AM']);
  expect(before.filter((label) => label.startsWith('Wed Nov 25'))).toHaveLength(1);

  // The page stays open past the cutoff; opening the list again reads the clock again.
  await page.clock.setFixedTime(eastern('15:10'));
  await windowList(form).focus();
  await expect.poll(() => windowLabels(form)).not.toContain('Wed Nov 25, 4 PM-6 PM');
  const after = await windowLabels(form);
  expect(after[1]).toBe('Thu Nov 26, 8 AM-10 AM');
  expect(after.at(-1)).toBe('Tue Dec 1, 4 PM-6 PM');
});

test('a delivered request with a window: the confirmation takes focus, says what happens next, sums up, and saves a tentative event', async ({
  page,
  capture,
}) => {
  await openAt(page, '/garage-door-service-nokomis', '14:50');
  const form = formLocator(page, nokomis);
  const typed = sampleValues(nokomis);
  await fillForm(form, nokomis, typed);
  await windowList(form).selectOption('Thu Nov 26, 10 AM-12 PM');
  await form.getByRole('button', { name: nokomis.submitLabel }).click();

  const lead = await capture.waitForRequests(1);
  expect(lead.body).toMatchObject({ ...typed, arrivalWindow: 'Thu Nov 26, 10 AM-12 PM', formId: nokomis.id });

  const panel = form.locator('[data-lead-confirmation]');
  await expect(panel).toBeFocused();
  // The toast comes with it and goes after a few seconds; while it shows, it is never over the panel.
  await expect(toaster(page).getByText(nokomis.messages.success.title)).toBeVisible();
  await expectClearOfToast(page, [panel]);
  await expect(panel).toHaveAccessibleName(nokomis.messages.success.title);
  await expect(panel).toContainText(nokomis.messages.success.description);
  await expect(panel.locator('[data-next-step]')).toHaveText(["We're open now, so expect our call within 1 hour."]);
  const choice = nokomis.fields.find((field) => field.type === 'select');
  const summary = await panel.locator('dt, dd').allTextContents();
  expect(summary).toEqual([
    words.confirmation.name,
    typed.fullName,
    words.confirmation.phone,
    // As people read it, in one unbreakable run.
    parseUsPhone(typed.phone)?.display,
    choice?.label,
    choice?.options?.find((option) => option.value === typed[choice.name])?.label,
    words.arrival.summary,
    'Thu Nov 26, 10 AM-12 PM',
  ]);
  await expect(form.getByRole('button', { name: nokomis.submitLabel })).toBeHidden();
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: words.confirmation.addToCalendar }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(words.confirmation.calendarFile);
  const lines = unfold(await readFile(await download.path(), 'utf8'));
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
  expect(event).toEqual(
    expect.arrayContaining([
      'DTSTART;TZID=America/New_York:20261126T100000',
      'DTEND;TZID=America/New_York:20261126T120000',
      'STATUS:TENTATIVE',
      'DTSTAMP:20261125T195000Z',
    ]),
  );
  expect(lines).toContain('TZID:America/New_York');
  expect(event.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Thu Nov 26\\, 10 AM-12 PM');

  // It stays after the toast has gone; the visitor asks for a new form.
  await panel.getByRole('button', { name: words.confirmation.sendAnother }).click();
  await expect(panel).toHaveCount(0);
  await expect(form.locator('[name="fullName"]')).toBeFocused();
  await expectValues(form, nokomis, emptyValues(nokomis));
  await expect(windowList(form)).toHaveValue('');
});

test('a window picked and the typed details come back after a reload', async ({ page }) => {
  await openAt(page, '/garage-door-repair', '10:00');
  const form = formLocator(page, repair);
  const typed = sampleValues(repair);
  await fillForm(form, repair, typed);
  await windowList(form).selectOption('Thu Nov 26, 2 PM-4 PM');
  await page.reload();
  await expect(windowList(form)).toHaveValue('Thu Nov 26, 2 PM-4 PM');
  await expectValues(form, repair, typed);
});

test('at 11 PM the home form’s confirmation leads with the emergency line, then says when we open, with no calendar', async ({
  page,
  capture,
}) => {
  await openAt(page, '/', '23:00');
  const form = formLocator(page, homeLeadForm('en'));
  await fillForm(form, homeLeadForm('en'));
  await form.getByRole('button', { name: homeLeadForm('en').submitLabel }).click();
  await capture.waitForRequests(1);
  const panel = form.locator('[data-lead-confirmation]');
  await expect(panel).toBeFocused();
  await expect(panel).toContainText(homeLeadForm('en').messages.success.description);
  await expect(panel.locator('a, button').first()).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(panel.locator('[data-next-step]')).toHaveText([
    `Right now our emergency dispatcher answers the phone: the emergency line is open ${business.emergency.availability}.`,
    "It's 11 PM here in Florida and the office is closed, so we'll call you after it opens at 6 AM tomorrow (Thu Nov 26).",
  ]);
  await expect(panel.getByRole('button', { name: words.confirmation.addToCalendar })).toHaveCount(0);
  await expect(panel.locator('dt')).toHaveText([words.confirmation.name, words.confirmation.phone]);
});

test('an emergency at 11 PM is answered at once, and its chosen window goes to the calendar', async ({ page, capture }) => {
  await openAt(page, '/emergency-service', '23:00');
  const form = formLocator(page, emergencyForm('en'));
  await fillForm(form, emergencyForm('en'));
  const first = await windowList(form).locator('option').nth(1).textContent();
  expect(first).toBe('Thu Nov 26, 8 AM-10 AM');
  await windowList(form).selectOption(first ?? '');
  await form.getByRole('button', { name: emergencyForm('en').submitLabel }).click();
  expect((await capture.waitForRequests(1)).body).toMatchObject({ arrivalWindow: 'Thu Nov 26, 8 AM-10 AM' });
  const panel = form.locator('[data-lead-confirmation]');
  await expect(panel.locator('[data-next-step]')).toHaveText([
    `A dispatcher is on call ${business.emergency.availability}, so expect our call within minutes.`,
  ]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: words.confirmation.addToCalendar }).click(),
  ]);
  expect(unfold(await readFile(await download.path(), 'utf8'))).toContain('DTSTART;TZID=America/New_York:20261126T080000');
});

test('a failed send keeps every value and says so once, in the form: no toast, and nothing floating over the send button or the note', async ({
  page,
  capture,
}) => {
  await openAt(page, '/garage-door-repair', '10:00');
  const form = formLocator(page, repair);
  const typed = sampleValues(repair);
  await fillForm(form, repair, typed);
  await windowList(form).selectOption({ index: 2 });
  const picked = await windowList(form).inputValue();
  capture.respondWith('error');
  const submit = form.getByRole('button', { name: repair.submitLabel });
  await submit.click();
  const note = form.locator('[data-lead-failure]');
  await expect(note).toBeVisible();
  await expect(note).toContainText(repair.messages.failure.title);
  await page.waitForTimeout(600);
  await expect(toaster(page).locator('[data-sonner-toast]')).toHaveCount(0);
  for (const target of [submit, note.getByRole('heading'), note.locator(`a[href^="tel:"]`)]) {
    await expect(target).toBeInViewport({ ratio: 1 });
    const onTop = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!top && element.contains(top);
    });
    expect(onTop, `${await target.evaluate((element) => element.outerHTML.slice(0, 60))} is under something floating`).toBe(true);
  }
  await expectValues(form, repair, typed);
  await expect(windowList(form)).toHaveValue(picked);
});
