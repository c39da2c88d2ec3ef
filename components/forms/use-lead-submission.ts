import { useRef, useState } from 'react';
import type { FormDefinition } from '@/content/forms';
import { getLeadMessages } from '@/content/messages';
import { readAttribution } from '@/lib/attribution';
import { buildLeadPayload, type LeadValues } from '@/lib/leads/payload';
import { submitLead } from '@/lib/leads/submit';
import { notify } from './notify';

export type LeadStatus = 'idle' | 'submitting' | 'success' | 'failure';

/**
 * idle -> submitting -> success | failure (ruling 7). `send` resolves true when the lead was
 * delivered; the caller clears the form only then. A second call while one is in flight is
 * ignored, so a double click sends one request.
 */
export function useLeadSubmission(form: FormDefinition, cityContext: string | undefined) {
  const [status, setStatus] = useState<LeadStatus>('idle');
  const inFlight = useRef(false);
  const messages = getLeadMessages(form.messages);

  async function send(values: LeadValues): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setStatus('submitting');
    const payload = buildLeadPayload(form, values, {
      pagePath: window.location.pathname,
      cityContext,
      attribution: readAttribution(),
      honeypot: values._honey,
    });
    const result = await submitLead(payload);
    inFlight.current = false;
    setStatus(result.ok ? 'success' : 'failure');
    void notify(result.ok ? 'success' : 'error', result.ok ? messages.success : messages.failure);
    return result.ok;
  }

  return { status, send, messages };
}
