import { sessionStore, storedKeys } from '@/lib/browser/storage';

/**
 * What a visitor typed into a lead form, kept for the tab until the lead is delivered. See
 * docs/decisions/031-lead-outbox.md.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function draftKey(formId: string, path: string): string {
  return `${storedKeys.draft.key}:${formId}:${path}`;
}

const skipped = new Set(['hidden', 'submit', 'file']);

/**
 * The visitor's own fields: named, not hidden, not the honeypot (whatever the service names it).
 * Not the photo input either: files cannot be kept, and a file input refuses a value put back.
 */
function controls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter((element): element is Control => {
    const control = element as Control;
    return 'name' in element && !!control.name && !control.hasAttribute('data-honeypot') && !skipped.has(control.type);
  });
}

/** What the visitor has typed or chosen, by field name, read from the page. */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(controls(form).map((control) => [control.name, control.value]));
}

/** Keeps the visitor's values; an emptied form leaves no draft. */
export function saveDraft(key: string, values: Readonly<Record<string, string | undefined>>): void {
  sessionStore.write(key, Object.values(values).some(Boolean) ? JSON.stringify(values) : null);
}

export function clearDraft(key: string): void {
  sessionStore.write(key, null);
}

/** Puts a kept draft back into the form's empty fields; what the page already shows wins. */
export function restoreDraft(key: string, form: HTMLFormElement): void {
  const draft = sessionStore.readObject(key);
  if (!draft) return;
  for (const control of controls(form)) {
    const value = draft[control.name];
    if (typeof value === 'string' && value && !control.value) control.value = value;
  }
}
