/** What keeps a visitor busy: a menu or modal dialog they opened, or a form they are using. */
export type Busy = 'menu' | 'form';

/**
 * Whether an offer opening now would get in a visitor's way, and why: a header menu or a modal
 * dialog is open ('menu'), or focus is in a form or a form holds text the visitor typed (or a
 * restored draft) ('form'). A field's `defaultValue` is what the page shipped with, so values
 * set by the page itself do not count. Null when the visitor is free.
 */
export function visitorBusyWith(doc: Document = document): Busy | null {
  if (doc.querySelector('header [aria-expanded="true"], [role="dialog"][aria-modal="true"], dialog[open]')) return 'menu';
  if (doc.activeElement?.closest('form')) return 'form';
  const typed = [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea')].some(
    (field) => typedFieldTypes.has(field.type) && field.value.trim() !== '' && field.value !== field.defaultValue,
  );
  return typed ? 'form' : null;
}

const typedFieldTypes = new Set(['text', 'email', 'tel', 'search', 'number', 'url', 'textarea']);
