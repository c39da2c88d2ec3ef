import { uploadAllowanceMs } from '@/lib/photos/plan';
import { leadEndpoint, leadTimeoutMs } from './endpoint';
import { announceLeadOutcome } from './outcome-event';
import { encodeLead, leadCity, type LeadPayload } from './payload';
import { leadProvider, type LeadOutcome, type LeadProvider } from './providers';
import { formsubmit } from './providers/formsubmit';

export type LeadFailureReason = 'offline' | 'timeout' | 'network' | 'http' | 'not-delivered';

/** What the service said when it answered but did not deliver (see LeadOutcome). */
export type LeadRefusal = Exclude<LeadOutcome['kind'], 'delivered'>;

export type LeadResult =
  | { ok: true }
  | {
      ok: false;
      reason: LeadFailureReason;
      status?: number;
      /** Set when the service answered: needs-activation, rejected, rate-limited or server-error. */
      outcome?: LeadRefusal;
      /** The service's own words, when it gave any. */
      message?: string;
    };

export interface SubmitLeadOptions {
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Whether the browser believes it is online; defaults to navigator.onLine. */
  isOnline?: () => boolean;
  /** The delivery service whose answer is read; this build's by default. */
  provider?: LeadProvider;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function photoBytes(payload: LeadPayload): number {
  return payload.attachments?.files.reduce((sum, file) => sum + file.size, 0) ?? 0;
}

/**
 * FormSubmit's reading, kept for callers that only need a yes or no: it answers 200 even when it
 * did not deliver, so a JSON body with a `success` field must say true (or "true").
 */
export function isDelivered(status: { ok: boolean; status?: number }, bodyText: string): boolean {
  return formsubmit.read(status.ok ? (status.status ?? 200) : (status.status ?? 500), bodyText).kind === 'delivered';
}

/** The result of an answer the service gave: delivered, or which refusal and in whose words. */
export function resultOf(provider: LeadProvider, status: number, bodyText: string): LeadResult {
  const outcome = provider.read(status, bodyText);
  if (outcome.kind === 'delivered') return { ok: true };
  const ok = status >= 200 && status < 300;
  return { ok: false, reason: ok ? 'not-delivered' : 'http', status, outcome: outcome.kind, message: outcome.message };
}

async function send(payload: LeadPayload, options: SubmitLeadOptions): Promise<LeadResult> {
  const isOnline = options.isOnline ?? browserOnline;
  if (!isOnline()) return { ok: false, reason: 'offline' };
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const provider = options.provider ?? leadProvider();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const timeout = new Promise<LeadResult>((resolve) => {
    timer = setTimeout(
      () => {
        controller.abort();
        resolve({ ok: false, reason: 'timeout' });
      },
      (options.timeoutMs ?? leadTimeoutMs()) + uploadAllowanceMs(photoBytes(payload)),
    );
  });

  const attempt = (async (): Promise<LeadResult> => {
    try {
      const { body, headers } = encodeLead(payload);
      const response = await fetchImpl(options.endpoint ?? leadEndpoint(), {
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
        credentials: 'omit',
      });
      const text = await response.text().catch(() => '');
      return resultOf(provider, response.status, text);
    } catch {
      return { ok: false, reason: 'network' };
    }
  })();

  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Posts one lead and reads the service's answer. Resolves with the outcome; never throws, never
 * waits past the bound. Each outcome is announced as a `lead:outcome` window event.
 */
export async function submitLead(payload: LeadPayload, options: SubmitLeadOptions = {}): Promise<LeadResult> {
  const result = await send(payload, options);
  const { formId, pagePath } = payload.fields;
  announceLeadOutcome({
    ok: result.ok,
    formId: String(formId ?? ''),
    page: String(pagePath ?? ''),
    city: leadCity(payload.fields),
    reason: result.ok ? undefined : (result.outcome ?? result.reason),
  });
  return result;
}
