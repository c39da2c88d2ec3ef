import { sessionStore, storedKeys } from '@/lib/browser/storage';
import type { LeadPayload } from './payload';

/**
 * The outbox: the lead each form (on each page) is waiting to send again, in memory and in
 * sessionStorage so a reload keeps it too, and the id each form's lead carries until it is
 * delivered, so a resend can be told from a new request. See docs/decisions/031-lead-outbox.md.
 */

type Outbox = Record<string, LeadPayload>;

const storageKey = storedKeys.outbox.key;
let memory: Outbox = {};
const ids = new Map<string, string>();

function read(): Outbox {
  const stored = sessionStore.readObject(storageKey) as Outbox | undefined;
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

function write(entries: Outbox): void {
  memory = entries;
  sessionStore.writeObject(storageKey, Object.fromEntries(Object.entries(entries).map(([key, lead]) => [key, storable(lead)])));
}

/** The lead waiting to be sent again for this form on this page, if any. */
export function pendingLead(key: string): LeadPayload | undefined {
  return read()[key];
}

/** Keeps the form's lead to go again (`payload`), or lets it go (undefined). */
export function keepLead(key: string, payload: LeadPayload | undefined): void {
  const entries = read();
  delete entries[key];
  write(payload ? { ...entries, [key]: payload } : entries);
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

/** The id of the form's lead: the one it already carries, else the form's current one, else a new one. */
export function leadIdFor(key: string, lead: LeadPayload): string {
  const id = (typeof lead.fields.leadId === 'string' && lead.fields.leadId) || ids.get(key) || newLeadId();
  ids.set(key, id);
  return id;
}

/** The lead was delivered: the form's next lead gets a new id. */
export function forgetLeadId(key: string): void {
  ids.delete(key);
}
