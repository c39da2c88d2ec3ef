'use client';

import { useEffect } from 'react';
import { scrollToLeadForm } from '@/lib/browser/scroll';

export interface SymptomPrefillProps {
  /** The request form's data-form-id. */
  formId: string;
  /** The select that names the symptom. */
  field: string;
  /** The form section's id. */
  target: string;
}

/**
 * "Request this repair" links are plain links to `?symptom=<slug>#<target>`, so without
 * JavaScript they still reach the form (where the visitor picks the symptom). With it, this
 * island chooses the symptom in the form: on load from the URL, and on a click without a reload.
 */
export function SymptomPrefill({ formId, field, target }: SymptomPrefillProps) {
  useEffect(() => {
    const choose = (slug: string): boolean => {
      const form = document.querySelector<HTMLFormElement>(`form[data-form-id="${formId}"]`);
      const select = form?.elements.namedItem(field);
      if (!(select instanceof HTMLSelectElement) || ![...select.options].some((option) => option.value === slug)) return false;
      select.value = slug;
      // The form's controller (once loaded) listens for change; before that it reads the DOM.
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    };

    const fromUrl = new URLSearchParams(window.location.search).get('symptom');
    if (fromUrl) choose(fromUrl);

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[data-symptom]') : null;
      const slug = link?.getAttribute('data-symptom');
      if (!slug || !choose(slug)) return;
      event.preventDefault();
      window.history.replaceState(null, '', `${window.location.pathname}?symptom=${encodeURIComponent(slug)}#${target}`);
      scrollToLeadForm(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [formId, field, target]);

  return null;
}
