import { isOnline } from '@/lib/online';
import { uploadAllowanceMs } from '@/lib/photos/plan';
import { sessionStore, storedKeys } from '@/lib/storage';
import { announceLeadAttempt } from './attempt-event';
import { encodeLead, leadCity, type LeadPayload } from './payload';
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
  const ok = httpStatus >= 200 && httpStatus < 300;
  return { status: 'failed', reason: ok ? 'not-delivered' : 'http', httpStatus, answer: answer.kind, message: answer.message };
}

function photoBytes(payload: LeadPayload): number {
  return payload.attachments?.files.reduce((sum, file) => sum + file.size, 0) ?? 0;
}

/** One request to the service, bounded in time; never throws. */
async function post(payload: LeadPayload, options: SendOptions): Promise<LeadResult> {
  if (!(options.isOnline ?? isOnline)()) return { status: 'failed', reason: 'offline' };
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const provider = options.provider ?? leadProvider();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = (options.timeoutMs ?? leadTimeoutMs()) + uploadAllowanceMs(photoBytes(payload));
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

// The outbox: in memory, and in sessionStorage so a reload keeps it too.
const outboxStorageKey = storedKeys.outbox.key;

type Outbox = Record<string, LeadPayload>;

let memory: Outbox = {};
/** The id of the lead each form is sending, until it is delivered. */
const ids = new Map<string, string>();
/** The send under way for each form: a second call meanwhile (a double click, a resend) waits for it. */
const sending = new Map<string, Promise<LeadResult>>();

function readOutbox(): Outbox {
  const stored = sessionStore.readObject(outboxStorageKey) as Outbox | undefined;
  return { ...stored, ...memory };
}

/**
 * What survives a reload: files cannot be stored in sessionStorage, so a lead's photos stay in
 * memory only (for the resend from this page). After a reload the lead goes without them, and
 * says how many were left behind so the office can ask for them.
 */
function storable(payload: LeadPayload): LeadPayload {
  const { attachments, ...rest } = payload;
  if (!attachments?.files.length) return rest;
  return { ...rest, fields: { ...rest.fields, photosNotSent: String(attachments.files.length) } };
}

function writeOutbox(entries: Outbox): void {
  memory = entries;
  sessionStore.writeObject(outboxStorageKey, Object.fromEntries(Object.entries(entries).map(([key, lead]) => [key, storable(lead)])));
}

/** A random id for one lead; crypto.randomUUID needs a secure context, so there is a fallback. */
function newLeadId(): string {
  try {
    if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  } catch {
    // Fall through.
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The lead waiting to be sent again for this form on this page, if any. */
export function pendingLead(key: string): LeadPayload | undefined {
  return readOutbox()[key];
}

async function deliver(key: string, lead: LeadPayload, options: SendOptions): Promise<LeadResult> {
  const existing = typeof lead.fields.leadId === 'string' ? lead.fields.leadId : undefined;
  const leadId = existing ?? ids.get(key) ?? newLeadId();
  ids.set(key, leadId);
  const payload: LeadPayload = { ...lead, fields: { ...lead.fields, leadId } };
  const result = await post(payload, options);
  const { formId, pagePath } = payload.fields;
  announceLeadAttempt({
    ok: result.status === 'delivered',
    formId: String(formId ?? ''),
    page: String(pagePath ?? ''),
    city: leadCity(payload.fields),
    reason: result.status === 'failed' ? (result.answer ?? result.reason) : undefined,
  });
  const others = readOutbox();
  delete others[key];
  const kept = keptForLater(result);
  writeOutbox(kept ? { ...others, [key]: payload } : others);
  if (result.status === 'delivered') ids.delete(key);
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
