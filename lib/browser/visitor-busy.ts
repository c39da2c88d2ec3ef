/**
 * What keeps a visitor busy: a menu or modal dialog they opened ('menu'), a form they are using
 * ('form'), or the page moving under their finger ('moving').
 */
export type Busy = 'menu' | 'form' | 'moving';

/** A scroll this recent means the visitor is still on their way somewhere. */
export const recentScrollMs = 1_000;

/**
 * Whether an offer opening now would get in a visitor's way, and why. It reads the page as it is
 * at this moment, so what the visitor did before any script listened counts too: a header menu
 * (a popover's button says so once the page's code runs; a details menu by its open attribute) or a modal dialog open ('menu'); focus in a form or any field, or a field holding text the
 * visitor typed or a choice they made, a restored draft included ('form'); a scroll less than
 * `recentScrollMs` ago ('moving'). A field's `defaultValue` (and an option's or a box's default)
 * is what the page shipped with, so values set by the page itself do not count. Null when the
 * visitor is free.
 */
export function visitorBusyWith(doc: Document = document, scroll?: ScrollWatch): Busy | null {
  if (doc.querySelector('header [aria-expanded="true"], header details[open], [role="dialog"][aria-modal="true"], dialog[open]'))
    return 'menu';
  const active = doc.activeElement;
  if (active && (active.closest('form') || active.matches(editable))) return 'form';
  if ([...doc.querySelectorAll<FieldElement>('input, textarea, select')].some(changedByVisitor)) return 'form';
  return scroll?.scrolledRecently() ? 'moving' : null;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const editable = 'input:not([type="hidden"]), textarea, select, [contenteditable]:not([contenteditable="false"])';
const typedFieldTypes = new Set(['text', 'email', 'tel', 'search', 'number', 'url', 'textarea']);

function changedByVisitor(field: FieldElement): boolean {
  if (field instanceof HTMLSelectElement) {
    const shipped = Math.max(0, [...field.options].map((option) => option.defaultSelected).lastIndexOf(true));
    return field.selectedIndex !== -1 && field.selectedIndex !== shipped;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return typedFieldTypes.has(field.type) && field.value.trim() !== '' && field.value !== field.defaultValue;
}

/** Knows when the visitor last scrolled, from the moment it is made; `stop` ends the listening. */
export interface ScrollWatch {
  scrolledRecently: () => boolean;
  stop: () => void;
}

export function watchScrolling(win: Window = window): ScrollWatch {
  // performance.now, not the event's timeStamp: the tests' clock drives the former.
  let last = Number.NEGATIVE_INFINITY;
  const onScroll = () => {
    last = win.performance.now();
  };
  win.addEventListener('scroll', onScroll, { passive: true, capture: true });
  return {
    scrolledRecently: () => win.performance.now() - last < recentScrollMs,
    stop: () => win.removeEventListener('scroll', onScroll, { capture: true }),
  };
}
