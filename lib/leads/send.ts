import { isOnline } from '@/lib/browser/online';
import { uploadAllowanceMs } from '@/lib/photos/plan';
import { announceLeadAttempt, leadCity } from './attempt-event';
import { forgetLeadId, keepLead, leadIdFor } from './outbox';
import { encodeLead, type LeadPayload } from './payload';
import { buildSetting, leadProvider, type LeadProvider, type ServiceAnswer } from './providers';

/**
 * Delivery of one lead, start to finish: address, time limit, the service's answer read into one
 * result, the outbox and the lead's id. The site's forms and `npm run leads:check` both send
 * through sendLead. See docs/decisions/002-success-means-delivered.md and 031-lead-outbox.md.
 */

/** How long a lead request may take before it is abandoned and counted as failed. */
const defaultLeadTimeoutMs = 15_000;

/** What became of a lead: the one result the form shows, analytics count and the owner's check prints. */
export type LeadResult =
  | { status: 'delivered' }
  /** Not sent: the browser is offline. It goes out by itself once the browser is back online. */
  | { status: 'queued' }
  | {
      status: 'failed';
      /**
       * No network, no answer in time, the request lost, an answer that was no delivery (2xx or
       * not), or (the form's own) a lead that could not be built, so nothing was sent.
       */
      reason: 'offline' | 'timeout' | 'network' | 'not-delivered' | 'http' | 'not-built';
      /** The HTTP status, when something answered. */
      httpStatus?: number;
      /** What the answer said, when there was one (ServiceAnswer). */
      answer?: Exclude<ServiceAnswer['kind'], 'delivered'>;
      /** The service's own words, or what stood in for them. */
      message?: string;
    };

export interface SendOptions {
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Whether the browser believes it is online; navigator.onLine by default. */
  isOnline?: () => boolean;
  /** The delivery service whose answer is read; this build's by default. */
  provider?: LeadProvider;
}

/** Where leads are posted with JavaScript: the service's address unless NEXT_PUBLIC_LEAD_ENDPOINT overrides it. */
export function leadEndpoint(): string {
  return buildSetting(process.env.NEXT_PUBLIC_LEAD_ENDPOINT) ?? leadProvider().endpoint();
}

export function leadTimeoutMs(): number {
  const configured = Number(process.env.NEXT_PUBLIC_LEAD_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : defaultLeadTimeoutMs;
}

/** The result of an answer: delivered only when the service said so in its own words. */
function readAnswer(provider: LeadProvider, httpStatus: number, body: string): LeadResult {
  const answer = provider.read(httpStatus, body);
  if (answer.kind === 'delivered') return { status: 'delivered' };
  const reason = httpStatus >= 200 && httpStatus < 300 ? 'not-delivered' : 'http';
  return { status: 'failed', reason, httpStatus, answer: answer.kind, message: answer.message };
}

/** One request to the service, bounded in time; never throws. */
async function post(payload: LeadPayload, options: SendOptions): Promise<LeadResult> {
  if (!(options.isOnline ?? isOnline)()) return { status: 'failed', reason: 'offline' };
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const provider = options.provider ?? leadProvider();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const photoBytes = payload.attachments?.files.reduce((sum, file) => sum + file.size, 0) ?? 0;
  const limit = (options.timeoutMs ?? leadTimeoutMs()) + uploadAllowanceMs(photoBytes);
  const timeout = new Promise<LeadResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ status: 'failed', reason: 'timeout' });
    }, limit);
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
      // A body cut off mid-way reads as what arrived (or nothing): never the service's answer.
      const text = await response.text().catch(() => '');
      return readAnswer(provider, response.status, text);
    } catch {
      return { status: 'failed', reason: 'network' };
    }
  })();
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a failed lead is kept to go again: it never reached the service, or nobody confirmed it did. */
function keptForLater(result: LeadResult): boolean {
  if (result.status !== 'failed') return false;
  return result.reason === 'offline' || result.reason === 'network' || result.answer === 'unconfirmed';
}

/** The send under way for each form: a second call meanwhile (a double click, a resend) waits for it. */
const sending = new Map<string, Promise<LeadResult>>();

async function deliver(key: string, lead: LeadPayload, options: SendOptions): Promise<LeadResult> {
  const payload: LeadPayload = { ...lead, fields: { ...lead.fields, leadId: leadIdFor(key, lead) } };
  const result = await post(payload, options);
  const { formId, pagePath } = payload.fields;
  announceLeadAttempt({
    ok: result.status === 'delivered',
    formId: String(formId ?? ''),
    page: String(pagePath ?? ''),
    city: leadCity(payload.fields),
    reason: result.status === 'failed' ? (result.answer ?? result.reason) : undefined,
  });
  const kept = keptForLater(result);
  keepLead(key, kept ? payload : undefined);
  if (result.status === 'delivered') forgetLeadId(key);
  return kept && !(options.isOnline ?? isOnline)() ? { status: 'queued' } : result;
}

/**
 * Sends one lead for the form named by `key` (one per form and page). Resolves with what became
 * of it; never throws, never waits past the time limit; one send per key at a time. Each try is
 * announced as a `lead:attempt` window event. A lead that did not reach the service (offline,
 * lost on the network) or that nobody confirmed (an unconfirmed answer) is kept under `key`, to
 * go again on the next reconnect or page load: `queued` while the browser says it is offline,
 * else `failed`, so the visitor is told now. A delivery, a refusal or a timeout removes it.
 */
export function sendLead(key: string, lead: LeadPayload, options: SendOptions = {}): Promise<LeadResult> {
  const underWay = sending.get(key);
  if (underWay) return underWay;
  const send = deliver(key, lead, options).finally(() => sending.delete(key));
  sending.set(key, send);
  return send;
}
