import { homeLeadForm } from '@/content/forms';
import { forget, isKeptForLater, newLeadId, outboxStorageKey, pendingLead, sendLead, storable, withLeadId } from '@/lib/leads/outbox';
import { buildLeadPayload } from '@/lib/leads/payload';
import type { LeadResult } from '@/lib/leads/submit';

const payload = withLeadId(
  buildLeadPayload(homeLeadForm, { fullName: 'Maria Gonzalez', phone: '(941) 555-0199' }, { pagePath: '/' }),
  'lead-1',
);
const key = 'lead-draft:home-lead:/';

afterEach(() => {
  forget(key);
  window.sessionStorage.clear();
});

test('each lead gets its own id, carried in the payload beside the spec fields', () => {
  const ids = new Set(Array.from({ length: 50 }, newLeadId));
  expect(ids.size).toBe(50);
  expect(payload.fields).toMatchObject({ fullName: 'Maria Gonzalez', formId: 'home-lead', leadId: 'lead-1' });
});

test('the id has a fallback where crypto.randomUUID is missing (plain http)', () => {
  const original = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    expect(newLeadId()).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
  }
});

test('only a send that got no answer (offline, network) is kept for later', () => {
  const results: [LeadResult, boolean][] = [
    [{ ok: true }, false],
    [{ ok: false, reason: 'offline' }, true],
    [{ ok: false, reason: 'network' }, true],
    [{ ok: false, reason: 'timeout' }, false],
    [{ ok: false, reason: 'http', status: 500 }, false],
    [{ ok: false, reason: 'not-delivered', status: 200 }, false],
  ];
  for (const [result, kept] of results) expect(isKeptForLater(result)).toBe(kept);
});

test('an offline send is queued in memory and in sessionStorage; the resend delivers it and empties the outbox', async () => {
  const offline = jest.fn(async (): Promise<LeadResult> => ({ ok: false, reason: 'offline' }));
  await expect(sendLead(key, payload, offline)).resolves.toEqual({ ok: false, reason: 'queued' });
  expect(pendingLead(key)).toEqual(payload);
  expect(JSON.parse(window.sessionStorage.getItem(outboxStorageKey)!)[key]).toEqual(payload);

  const delivered = jest.fn(async (): Promise<LeadResult> => ({ ok: true }));
  await expect(sendLead(key, pendingLead(key)!, delivered)).resolves.toEqual({ ok: true });
  expect(delivered).toHaveBeenCalledWith(payload);
  expect(pendingLead(key)).toBeUndefined();
});

test('a refused send is not kept: the visitor sees the failure and decides', async () => {
  const refused = jest.fn(async (): Promise<LeadResult> => ({ ok: false, reason: 'http', status: 429 }));
  await expect(sendLead(key, payload, refused)).resolves.toEqual({ ok: false, reason: 'http', status: 429 });
  expect(pendingLead(key)).toBeUndefined();
});

test('with storage blocked the outbox still keeps the lead in memory', async () => {
  const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  try {
    await sendLead(key, payload, async () => ({ ok: false, reason: 'network' }));
    expect(pendingLead(key)).toEqual(payload);
  } finally {
    spy.mockRestore();
  }
});

test('a queued lead keeps its photos in memory for the resend from this page; storage keeps the lead without them', async () => {
  const photo = new File([new Uint8Array(1024)], 'spring.jpg', { type: 'image/jpeg' });
  const withPhoto = { ...payload, encoding: 'form-data' as const, attachments: { field: 'attachment', files: [photo] } };
  await sendLead(key, withPhoto, async () => ({ ok: false, reason: 'offline' }));
  expect(pendingLead(key)?.attachments?.files).toEqual([photo]);

  const stored = JSON.parse(window.sessionStorage.getItem(outboxStorageKey)!)[key];
  expect(stored).not.toHaveProperty('attachments');
  expect(stored.fields).toEqual({ ...payload.fields, photosNotSent: '1' });
  expect(storable(payload)).toEqual(payload);
});
