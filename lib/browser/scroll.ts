const leadFormId = 'lead-form';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Smoothly scrolls to the page's lead form and moves focus to its first field, so keyboard and
 * screen-reader users land where sighted users look. Returns false when the page has no form.
 */
export function scrollToLeadForm(id = leadFormId): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const field = target.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), select, textarea');
  field?.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(null, '', `#${id}`);
  return true;
}
