/**
 * What a visitor typed into a lead form, kept for the tab (sessionStorage) so a reload or a
 * back/forward visit does not lose it; removed once the lead is delivered. Keyed by form and
 * page. Never the honeypot, never the hidden service fields. Storage may throw (privacy modes,
 * quota): then drafts are simply not kept. Small on purpose: it ships with every form.
 */

const prefix = 'lead-draft:';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function draftKey(formId: string, path: string): string {
  return `${prefix}${formId}:${path}`;
}

function store(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
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

/** What the visitor has typed or chosen, by field name. */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(controls(form).map((control) => [control.name, control.value]));
}

export function readDraft(key: string): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(store()?.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, form: HTMLFormElement): void {
  const values = typedValues(form);
  try {
    if (Object.values(values).some(Boolean)) store()?.setItem(key, JSON.stringify(values));
    else store()?.removeItem(key);
  } catch {
    // Storage blocked or full: the draft lives only in the page.
  }
}

export function clearDraft(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** Puts a kept draft back into the form's empty fields; what the page already shows wins. */
export function restoreDraft(key: string, form: HTMLFormElement): void {
  const draft = readDraft(key);
  if (!draft) return;
  for (const control of controls(form)) {
    const value = draft[control.name];
    if (typeof value === 'string' && value && !control.value) control.value = value;
  }
}
