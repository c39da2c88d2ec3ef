/**
 * Whether an offer opening now would get in a visitor's way: a menu or a modal dialog is open,
 * focus is in a form, or a form holds text the visitor typed (or a restored draft). A field's
 * `defaultValue` is what the page shipped with, so values set by the page itself do not count.
 */
export function visitorIsBusy(doc: Document = document): boolean {
  if (doc.querySelector('header [aria-expanded="true"], [role="dialog"][aria-modal="true"], dialog[open]')) return true;
  if (doc.activeElement?.closest('form')) return true;
  return [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea')].some(
    (field) => typedFieldTypes.has(field.type) && field.value.trim() !== '' && field.value !== field.defaultValue,
  );
}

const typedFieldTypes = new Set(['text', 'email', 'tel', 'search', 'number', 'url', 'textarea']);
