import { leadEndpoint, leadTimeoutMs } from './endpoint';
import { encodeLead, type LeadPayload } from './payload';

export type LeadFailureReason = 'offline' | 'timeout' | 'network' | 'http' | 'not-delivered';

export type LeadResult = { ok: true } | { ok: false; reason: LeadFailureReason; status?: number };

export interface SubmitLeadOptions {
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Whether the browser believes it is online; defaults to navigator.onLine. */
  isOnline?: () => boolean;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Ruling 6: the forwarding service answers 200 even when it did not deliver, so an ok status
 * is not enough. A JSON body with a `success` field must say true (or "true").
 */
export function isDelivered(status: { ok: boolean }, bodyText: string): boolean {
  if (!status.ok) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return true;
  }
  if (parsed && typeof parsed === 'object' && 'success' in parsed) {
    const success = (parsed as { success: unknown }).success;
    return success === true || success === 'true';
  }
  return true;
}

/** Posts one lead. Resolves with the outcome; never throws, never waits past the bound. */
export async function submitLead(payload: LeadPayload, options: SubmitLeadOptions = {}): Promise<LeadResult> {
  const isOnline = options.isOnline ?? browserOnline;
  if (!isOnline()) return { ok: false, reason: 'offline' };
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const timeout = new Promise<LeadResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, reason: 'timeout' });
    }, options.timeoutMs ?? leadTimeoutMs());
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
      if (!response.ok) return { ok: false, reason: 'http', status: response.status };
      const text = await response.text();
      return isDelivered(response, text) ? { ok: true } : { ok: false, reason: 'not-delivered', status: response.status };
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
