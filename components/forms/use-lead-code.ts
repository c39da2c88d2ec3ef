'use client';

import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { isOnline } from '@/lib/browser/online';
import type { LeadFormBinding } from './lead-form-state';

/**
 * When a form's code (the controller) loads, and what a submit does meanwhile. It loads the
 * first time the visitor may use the form: the form nears the screen, or they point at, focus
 * or type into it. A submit pressed before it arrived is held and sent through it. When it cannot
 * load (offline, a removed chunk), the form falls back to its plain POST: at once when online,
 * or once the browser is back online. See docs/decisions/007-lazy-form-controller.md.
 */
export function useLeadCode(formRef: RefObject<HTMLFormElement | null>, onHeldOffline: () => void) {
  const [wanted, setWanted] = useState(false);
  const [binding, bind] = useState<LeadFormBinding | null>(null);
  const [plain, setPlain] = useState(false);
  const held = useRef(false);
  const want = useCallback(() => setWanted(true), []);
  const fail = useCallback(() => setPlain(true), []);

  // Load the code once the form comes near the screen (scrolling is the visitor's doing).
  useEffect(() => {
    const element = formRef.current;
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: '300px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [formRef, wanted, want]);

  useEffect(() => {
    if (binding && held.current) {
      held.current = false;
      formRef.current?.requestSubmit();
    }
  }, [formRef, binding]);

  // The code could not load: a held submit is posted the plain way, now or once back online.
  useEffect(() => {
    if (!plain) return;
    const postHeld = () => {
      if (!held.current || !isOnline() || !formRef.current) return;
      held.current = false;
      HTMLFormElement.prototype.submit.call(formRef.current);
    };
    if (held.current && !isOnline()) onHeldOffline();
    postHeld();
    window.addEventListener('online', postHeld);
    return () => window.removeEventListener('online', postHeld);
  }, [formRef, plain, onHeldOffline]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (binding) return binding.submit(event);
    // Without the code, an online browser posts the form itself (the no-JavaScript path).
    if (plain && isOnline()) return;
    event.preventDefault();
    held.current = true;
    if (plain) onHeldOffline();
    want();
  };

  /** `ready` once the code runs, `plain` once it fell back (tests and support read it). */
  const state = binding ? 'ready' : plain ? 'plain' : undefined;
  return { wanted, want, binding, bind, fail, submit, state };
}
