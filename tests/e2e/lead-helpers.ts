import type { Locator, Page, Response } from '@playwright/test';
import type { FieldDefinition, FormDefinition } from '@/lib/forms/types';
import { storedKeys } from '@/lib/browser/storage';
import { expect } from './fixtures';

/** What a visitor might type, by field name; selects take their second real option. */
const samples: Record<string, string> = {
  fullName: 'Maria Gonzalez',
  name: 'Maria Gonzalez',
  phone: '(941) 555-0199',
  email: 'maria.g@example.net',
  zipCode: '34285',
  location: 'Venice 34285',
  city: 'Venice',
  message: 'The spring snapped this morning and the door is stuck halfway up.',
  review: 'Showed up the same afternoon, replaced both springs and explained everything. Five stars.',
  issue: 'The door came off its track on the left side after the storm.',
};

export function sampleValue(field: FieldDefinition): string {
  if (field.type === 'select') return field.options?.[1]?.value ?? '';
  return samples[field.name] ?? `Sample ${field.name}`;
}

export function sampleValues(form: FormDefinition): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.name, sampleValue(field)]));
}

export function formLocator(page: Page, form: FormDefinition): Locator {
  return page.locator(`form[data-form-id="${form.id}"]`);
}

/**
 * Opens the button a form waits behind (the home page's second form), as a visitor would, if it is
 * closed. That button is at the end of the page: scrolling there renders the sections on the way
 * (content-visibility), which can move it between Playwright's aim and its click, so a click that
 * missed is made again, as a visitor taps again, until the form is open.
 */
export async function openForm(root: Locator) {
  const details = root.locator('xpath=ancestor::details');
  if ((await details.count()) === 0) return;
  await expect(async () => {
    if ((await details.getAttribute('open')) === null) await details.locator('xpath=./summary').click();
    await expect(details).toHaveAttribute('open', '', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

export async function fillForm(root: Locator, form: FormDefinition, values: Record<string, string> = sampleValues(form)) {
  await openForm(root);
  for (const field of form.fields) {
    const control = root.locator(`[name="${field.name}"]`);
    if (field.type === 'select') await control.selectOption(values[field.name]);
    else await control.fill(values[field.name]);
  }
}

export async function expectValues(root: Locator, form: FormDefinition, values: Record<string, string>) {
  for (const field of form.fields) await expect(root.locator(`[name="${field.name}"]`)).toHaveValue(values[field.name] ?? '');
}

export function emptyValues(form: FormDefinition): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.name, '']));
}

export function toaster(page: Page): Locator {
  return page.locator('[data-sonner-toaster]');
}

/**
 * A send that failed, said once and in the form: its alert holds the form's own failure message
 * (the phone number a call link in it), and no toast says it again.
 */
export async function expectFailureInForm(page: Page, root: Locator, form: FormDefinition) {
  const note = root.locator('[data-lead-failure]');
  await expect(note).toHaveAttribute('role', 'alert');
  await expect(note.getByRole('heading', { name: form.messages.failure.title })).toBeVisible();
  await expect(note).toContainText(form.messages.failure.description);
  await expect(note.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(toaster(page).getByText(form.messages.failure.title)).toHaveCount(0);
}

/** Whether a response is the script chunk that holds sonner, the toast library. */
export async function isToastChunk(response: Response): Promise<boolean> {
  if (response.request().resourceType() !== 'script') return false;
  const text = await response.text().catch(() => '');
  return text.includes('data-sonner-toaster');
}

/** Each lead's id (lib/leads/outbox.ts): a UUID, or the fallback where randomUUID is missing. */
export const leadIdPattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+-[a-z0-9]+)$/;

/** The forms (draft keys) whose lead waits in the outbox to be sent again (lib/leads/outbox.ts). */
export async function pendingLeads(page: Page): Promise<string[]> {
  const outbox = await page.evaluate((key) => window.sessionStorage.getItem(key), storedKeys.outbox.key);
  return Object.keys(JSON.parse(outbox ?? '{}') as object);
}
