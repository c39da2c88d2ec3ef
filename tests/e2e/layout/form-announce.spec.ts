import { homeLeadForm } from '@/lib/forms/definitions';
import { expect, leadTest as test } from '../fixtures';
import { fillForm, formLocator } from '../lead-helpers';

// A form's errors and its confirmation reach a screen reader and a keyboard (WCAG 3.3.1, 4.1.3):
// a send with a field missing puts the focus on the first field to fix, with its message; a
// delivered lead's confirmation is a live region (role="status") and takes the focus; a failed
// send is an alert (lead-matrix.spec.ts and spanish.spec.ts check its words).

const form = homeLeadForm('en');

test('a missing field takes the focus with its message; the confirmation is announced and focused', async ({ page, capture }) => {
  await page.goto('/');
  const root = formLocator(page, form).first();
  await root.locator('button[type="submit"]').click();
  const focused = await page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    const firstInvalid = active?.form?.querySelector(':invalid');
    return { isFirstInvalid: Boolean(active && active === firstInvalid), message: active?.validationMessage ?? '' };
  });
  expect(focused.isFirstInvalid, 'the focus is on the first field to fix').toBe(true);
  expect(focused.message, 'and the browser says what is missing').not.toBe('');

  capture.respondWith('success');
  await fillForm(root, form);
  await root.locator('button[type="submit"]').click();
  await capture.waitForRequests(1);
  const panel = root.locator('[data-lead-confirmation]');
  await expect(panel).toHaveAttribute('role', 'status');
  await expect(panel).toBeFocused();
});
