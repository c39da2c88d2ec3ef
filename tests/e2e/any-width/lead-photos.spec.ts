import type { Page } from '@playwright/test';
import { business } from '@/lib/content/business';
import { pageForms } from '@/lib/pages/forms';
import { photoLimits } from '@/lib/photos/plan';
import { formsubmit } from '@/lib/leads/providers/formsubmit';
import { jpegSize } from '../../helpers/jpeg-size';
import { axeViolations, describeViolations } from '../axe';
import { expect, leadTest as test } from '../fixtures';
import { fillForm, formLocator, leadIdPattern, sampleValues, toaster } from '../lead-helpers';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { photoNotes } from '@/components/forms/photo-notes';
import { asSoonAsPossible } from '@/lib/leads/fields';

const photoWords = leadFormWordsIn('en').photos;
const notes = photoNotes(photoWords, 'en');

// Photos with a repair request (docs/decisions/051-lead-photos.md), in a real browser: the
// canvas resizing that jsdom cannot do (tests/unit/components/forms/lead-photos.test.tsx covers the rest of the
// picker). Viewport-independent except the previews' layout, which is scanned at both widths
// here, so this runs in the desktop project only.
const path = '/spring-replacement';
const entry = pageForms.find((item) => item.path === path)!;

// Generating and resizing a 12-megapixel photo takes seconds on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** A 4000 x 3000 JPEG of noise, drawn in the page: several MB, as a phone's photo is. */
async function noisyPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    const pixels = new Uint32Array(image.data.buffer);
    let seed = 20;
    for (let i = 0; i < pixels.length; i++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      pixels[i] = seed | 0xff000000;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a 4000 x 3000 photo arrives resized to at most 1600 px and about 1 MB; a broken one is left out without blocking the lead', async ({
  page,
  capture,
}) => {
  // A 12-megapixel photo drawn, read and resized in the page: a limit for a hang, not a pace.
  test.setTimeout(90_000);
  await page.goto(path);
  const form = formLocator(page, entry.form);
  const photo = await noisyPhoto(page);
  expect(jpegSize(photo)).toEqual({ width: 4000, height: 3000 });
  expect(photo.length).toBeGreaterThan(3 * photoLimits.maxBytes);

  const typed = sampleValues(entry.form);
  await fillForm(form, entry.form, typed);
  const input = form.getByLabel(`${photoWords.label} ${photoWords.labelNote}`, { exact: true });
  await input.setInputFiles([
    { name: 'spring.jpg', mimeType: 'image/jpeg', buffer: photo },
    // Not a picture at all, and too big to send as it is.
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1_500_000, 7) },
  ]);
  // Resizing 12 megapixels in the page takes seconds on a busy machine, as on an old phone.
  await expect(form.getByRole('img', { name: notes.alt(1) })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('img', { name: /of the problem/ })).toHaveCount(1);
  const note = page.locator(`#${await input.getAttribute('id')}-note`);
  await expect(note).toContainText(notes.added(1));
  await expect(note).toContainText(notes.leftOut('broken.jpg'));
  // The input holds what the preview shows, so a plain post would carry the resized photo too.
  expect(await input.evaluate((element: HTMLInputElement) => [...(element.files ?? [])].map((file) => [file.name, file.type]))).toEqual([
    ['spring.jpg', 'image/jpeg'],
  ]);

  // The form with its preview and note passes axe at both widths.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // The preview in the middle of the screen, where a visitor looks at it: nothing sticky covers it.
    await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const violations = await axeViolations(page);
    expect(violations, `${width} px:\n${describeViolations(violations)}`).toEqual([]);
  }

  await form.getByRole('button', { name: entry.form.submitLabel }).click();
  const lead = await capture.waitForRequests(1, 30_000);
  expect(lead.path).toBe(`/ajax/${business.email}`);
  expect(lead.contentType).toMatch(/^multipart\/form-data; boundary=/);
  // The lead's fields are those it sends without photos, as text (form data has only strings).
  expect(lead.body).toEqual({
    ...typed,
    source: entry.form.source,
    _subject: entry.form.subject,
    _captcha: 'false',
    pagePath: path,
    formId: entry.form.id,
    arrivalWindow: asSoonAsPossible,
    _honey: '',
    leadId: expect.stringMatching(leadIdPattern),
  });
  expect(lead.files).toHaveLength(1);
  const [sent] = lead.files;
  expect(sent).toMatchObject({ field: formsubmit.fileField, name: 'spring.jpg', type: 'image/jpeg' });
  expect(sent.size).toBeLessThanOrEqual(photoLimits.maxBytes);
  expect(Math.max(sent.width!, sent.height!)).toBeLessThanOrEqual(photoLimits.maxEdge);
  expect(sent.width! / sent.height!).toBeCloseTo(4 / 3, 2);
  test.info().annotations.push({ type: 'photo', description: `${photo.length} B -> ${sent.size} B, ${sent.width} x ${sent.height}` });

  // Delivered: the photos are cleared with the rest of the form.
  await expect(toaster(page).getByText(entry.form.messages.success.title)).toBeVisible();
  await expect(form.getByRole('img', { name: /of the problem/ })).toHaveCount(0);
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0);
});
