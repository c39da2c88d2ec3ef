import type { LeadPayload } from './payload';
import { type LeadResult, submitLead } from './submit';

/**
 * The outbox: a lead sent while the browser is offline, or lost on the way (the network failed),
 * is kept (in memory and in sessionStorage, so a reload keeps it too) and sent again when the
 * browser is back online. Each lead carries an id (`leadId`), the same on every attempt, so the
 * service or the owner can tell a resend from a new request. Wraps submitLead; how one request
 * is encoded and read stays in submit.ts and payload.ts. See docs/decisions/031-lead-outbox.md.
 */

export const outboxStorageKey = 'lead-outbox';

/** A lead that did not reach the service and will be sent again once the browser is online. */
export type OutboxResult = LeadResult | { ok: false; reason: 'queued' };

type Entries = Record<string, LeadPayload>;

let memory: Entries = {};

function store(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): Entries {
  try {
    const raw = store()?.getItem(outboxStorageKey);
    if (raw) {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') return { ...(parsed as Entries), ...memory };
    }
  } catch {
    // Unusable storage: memory still holds this page's leads.
  }
  return memory;
}

/**
 * What survives a reload: files cannot be stored in sessionStorage, so a lead's photos stay in
 * memory only (for the resend from this page). After a reload the lead goes without them, and
 * says how many were left behind so the office can ask for them.
 */
export function storable(payload: LeadPayload): LeadPayload {
  const { attachments, ...rest } = payload;
  if (!attachments?.files.length) return rest;
  return { ...rest, fields: { ...rest.fields, photosNotSent: String(attachments.files.length) } };
}

function write(entries: Entries): void {
  memory = entries;
  try {
    const kept = Object.fromEntries(Object.entries(entries).map(([key, payload]) => [key, storable(payload)]));
    store()?.setItem(outboxStorageKey, JSON.stringify(kept));
  } catch {
    // Blocked or full: memory keeps them while the page is open.
  }
}

/** A random id for one lead; crypto.randomUUID needs a secure context, so there is a fallback. */
export function newLeadId(): string {
  try {
    if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  } catch {
    // Fall through.
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The one place the payload gains a key of the outbox's: the lead's id, for de-duplication. */
export function withLeadId(payload: LeadPayload, leadId: string): LeadPayload {
  return { ...payload, fields: { ...payload.fields, leadId } };
}

/** Whether a failed send may still go through later by itself (no answer came back). */
export function isKeptForLater(result: LeadResult): boolean {
  return !result.ok && (result.reason === 'offline' || result.reason === 'network');
}

/** The lead waiting under this key (one per form and page), if any. */
export function pendingLead(key: string): LeadPayload | undefined {
  return read()[key];
}

export function forget(key: string): void {
  const entries = { ...read() };
  delete entries[key];
  write(entries);
}

/**
 * Sends one lead. Offline or lost on the network it is kept under `key` and the result is
 * `queued`; any answer (delivered or refused) removes what was kept. A lead still in flight when
 * the page closes is not kept: its draft is, so the visitor sees it again and decides.
 */
export async function sendLead(key: string, payload: LeadPayload, submit: typeof submitLead = submitLead): Promise<OutboxResult> {
  const result = await submit(payload);
  if (isKeptForLater(result)) {
    write({ ...read(), [key]: payload });
    return { ok: false, reason: 'queued' };
  }
  forget(key);
  return result;
}
