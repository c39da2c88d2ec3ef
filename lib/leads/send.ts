import { isOnline } from '@/lib/online';
import { uploadAllowanceMs } from '@/lib/photos/plan';
import { sessionStore, storedKeys } from '@/lib/storage';
import { announceLeadOutcome } from './outcome-event';
import { encodeLead, leadCity, type LeadPayload } from './payload';
import { buildSetting, leadProvider, type LeadOutcome, type LeadProvider } from './providers';

/**
 * Delivery of one lead, start to finish: address, time limit, the service's answer read into one
 * result, the outbox and the lead's id. See docs/decisions/002-success-means-delivered.md and
 * docs/decisions/031-lead-outbox.md.
 */

/** How long a lead request may take before it is abandoned and counted as failed. */
const defaultLeadTimeoutMs = 15_000;

type LeadFailure = 'offline' | 'timeout' | 'network' | 'http' | 'not-delivered';

/** What the service said when it answered but did not deliver. */
type LeadRefusal = Exclude<LeadOutcome['kind'], 'delivered'>;

/** What became of a lead: the one result the form shows and the analytics count. */
export type LeadResult =
  | { status: 'delivered' }
  /** Not sent: the browser is offline. It goes out by itself once the browser is back online. */
  | { status: 'queued' }
  | {
      status: 'failed';
      reason: LeadFailure;
      /** The HTTP status, when the service answered. */
      httpStatus?: number;
      /** Set when the service answered: needs-activation, rejected, rate-limited or server-error. */
      outcome?: LeadRefusal;
      /** The service's own words, when it gave any. */
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

/** The result of an answer the service gave: delivered, or which refusal and in whose words. */
function readAnswer(provider: LeadProvider, httpStatus: number, body: string): LeadResult {
  const outcome = provider.read(httpStatus, body);
  if (outcome.kind === 'delivered') return { status: 'delivered' };
  const ok = httpStatus >= 200 && httpStatus < 300;
  return { status: 'failed', reason: ok ? 'not-delivered' : 'http', httpStatus, outcome: outcome.kind, message: outcome.message };
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

// The outbox: in memory, and in sessionStorage so a reload keeps it too.
const outboxStorageKey = storedKeys.outbox.key;

type Outbox = Record<string, LeadPayload>;

let memory: Outbox = {};
/** The id of the lead each form is sending, until it is delivered. */
const ids = new Map<string, string>();

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

/**
 * Sends one lead for the form named by `key` (one per form and page). Resolves with what became
 * of it; never throws, never waits past the time limit. Each try is announced as a
 * `lead:outcome` window event. Offline or lost on the network, the lead is kept under `key`:
 * `queued` while the browser says it is offline, else `failed` (the visitor is told now, and it
 * still goes out on the next reconnect). Any answer, delivered or refused, removes what was kept.
 * A lead still in flight when the page closes is not kept: its draft is, so the visitor decides.
 */
export async function sendLead(key: string, lead: LeadPayload, options: SendOptions = {}): Promise<LeadResult> {
  const existing = typeof lead.fields.leadId === 'string' ? lead.fields.leadId : undefined;
  const leadId = existing ?? ids.get(key) ?? newLeadId();
  ids.set(key, leadId);
  const payload: LeadPayload = { ...lead, fields: { ...lead.fields, leadId } };
  const result = await post(payload, options);
  const { formId, pagePath } = payload.fields;
  announceLeadOutcome({
    ok: result.status === 'delivered',
    formId: String(formId ?? ''),
    page: String(pagePath ?? ''),
    city: leadCity(payload.fields),
    reason: result.status === 'failed' ? (result.outcome ?? result.reason) : undefined,
  });
  const others = readOutbox();
  delete others[key];
  if (result.status === 'failed' && (result.reason === 'offline' || result.reason === 'network')) {
    writeOutbox({ ...others, [key]: payload });
    return (options.isOnline ?? isOnline)() ? result : { status: 'queued' };
  }
  writeOutbox(others);
  if (result.status === 'delivered') ids.delete(key);
  return result;
}
