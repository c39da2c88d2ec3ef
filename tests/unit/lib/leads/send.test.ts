import { business } from '@/lib/content/business';
import { homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import { buildLeadPayload } from '@/lib/leads/payload';
import { leadFallbackEndpoint } from '@/lib/leads/providers';
import { pendingLead } from '@/lib/leads/outbox';
import { leadEndpoint, leadTimeoutMs, sendLead } from '@/lib/leads/send';
import { storedKeys } from '@/lib/browser/storage';

const outboxStorageKey = storedKeys.outbox.key;

const jsonLead = buildLeadPayload(homeLeadForm('en'), { fullName: 'A', phone: '1', email: 'a@example.net' }, { pagePath: '/' });
const endpoint = 'http://127.0.0.1:9/ajax/office@example.com';
const online = () => true;
const offline = () => false;

function answer(status: number, body: string) {
  return jest.fn(async () => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as unknown as Response);
}

const failing = jest.fn(async () => {
  throw new TypeError('Failed to fetch');
});

// Each test sends from its own form key, so no test finds another's lead waiting in the outbox.
let n = 0;
let key = '';
beforeEach(() => {
  key = `lead-draft:home-lead:/test-${++n}`;
});
afterEach(() => window.sessionStorage.clear());

const sentFields = (fetchImpl: jest.Mock) =>
  JSON.parse((fetchImpl.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body as string);

describe('what the service answered', () => {
  // FormSubmit answers 200 even when it did not deliver: a JSON body with `success` must say true.
  it.each([
    ['{"success":"true","message":"The form was submitted successfully."}', 'delivered'],
    ['{"success":true}', 'delivered'],
    ['{"success":"false","message":"This form needs Activation."}', 'failed'],
    ['{"success":false}', 'failed'],
    ['{"success":null}', 'failed'],
    // Not FormSubmit's answer: a login page, nothing, or JSON cut short confirm nothing.
    ['{"ok":1}', 'failed'],
    ['<html>Thanks</html>', 'failed'],
    ['', 'failed'],
    ['{"success": tru', 'failed'],
  ])('200 with %s is %s', async (body, status) => {
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl: answer(200, body), isOnline: online })).resolves.toMatchObject({ status });
  });

  it('never counts a non-2xx status as delivered, whatever the body says', async () => {
    const fetchImpl = answer(500, '{"success":"true"}');
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl, isOnline: online })).resolves.toMatchObject({ status: 'failed' });
  });

  it('posts JSON to the endpoint, with the lead’s id, and reports a delivered lead', async () => {
    const fetchImpl = answer(200, '{"success":"true"}');
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl, isOnline: online })).resolves.toEqual({ status: 'delivered' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(init.body as string)).toMatchObject({ fullName: 'A', source: 'Discount Form Section', _captcha: false });
    expect(JSON.parse(init.body as string).leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('posts the promotion form as FormData without forcing a content type', async () => {
    const fetchImpl = answer(200, '{"success":"true"}');
    const promotion = { name: 'B', phone: '1', email: 'b@example.net', location: '34293' };
    await sendLead(key, buildLeadPayload(homePromotionForm('en'), promotion, { pagePath: '/' }), { endpoint, fetchImpl, isOnline: online });
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('_captcha')).toBe('false');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('fails on a 200 that says it did not deliver, in the service’s words', async () => {
    const fetchImpl = answer(200, '{"success":"false","message":"This form needs Activation."}');
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl, isOnline: online })).resolves.toEqual({
      status: 'failed',
      reason: 'not-delivered',
      httpStatus: 200,
      answer: 'needs-activation',
      message: 'This form needs Activation.',
    });
  });

  it('fails on 4xx and 5xx, and keeps nothing for later: the visitor sees the failure and decides', async () => {
    const outcomes = { 400: 'rejected', 404: 'rejected', 429: 'rate-limited', 500: 'server-error', 503: 'server-error' } as const;
    for (const [code, outcome] of Object.entries(outcomes)) {
      const httpStatus = Number(code);
      await expect(sendLead(key, jsonLead, { endpoint, fetchImpl: answer(httpStatus, 'nope'), isOnline: online })).resolves.toEqual({
        status: 'failed',
        reason: 'http',
        httpStatus,
        answer: outcome,
        message: `The service answered HTTP ${httpStatus}.`,
      });
      expect(pendingLead(key)).toBeUndefined();
    }
  });
});

describe('the time limit', () => {
  it('abandons a request that hangs past the bound and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as unknown as typeof fetch;
    const started = Date.now();
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl, timeoutMs: 50, isOnline: online })).resolves.toEqual({
      status: 'failed',
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(signal?.aborted).toBe(true);
    // A timeout may have reached the service: it is not sent again by itself.
    expect(pendingLead(key)).toBeUndefined();
  });

  it('gives a lead with photos longer to upload: 10 s more per MB', async () => {
    jest.useFakeTimers();
    try {
      const photo = new File([new Uint8Array(250_000)], 'spring.jpg', { type: 'image/jpeg' });
      const withPhoto = buildLeadPayload(
        homeLeadForm('en'),
        { fullName: 'A', phone: '1', email: 'a@example.net' },
        { pagePath: '/', photos: [photo] },
      );
      const fetchImpl = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
      let settled = false;
      const result = sendLead(key, withPhoto, { endpoint, fetchImpl, timeoutMs: 50, isOnline: online }).finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(2_000);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1_100);
      await expect(result).resolves.toEqual({ status: 'failed', reason: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a body that never finishes as a timeout', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, text: () => new Promise<string>(() => {}) }) as unknown as Response);
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl, timeoutMs: 50, isOnline: online })).resolves.toEqual({
      status: 'failed',
      reason: 'timeout',
    });
  });
});

describe('the outbox', () => {
  it('offline, the lead is queued in memory and in sessionStorage without a request; the resend delivers it once and empties the outbox', async () => {
    const unused = answer(200, '{"success":"true"}');
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl: unused, isOnline: offline })).resolves.toEqual({ status: 'queued' });
    expect(unused).not.toHaveBeenCalled();
    const kept = pendingLead(key)!;
    expect(kept.fields).toMatchObject({ ...jsonLead.fields, leadId: expect.any(String) });
    expect(JSON.parse(window.sessionStorage.getItem(outboxStorageKey)!)[key]).toEqual(kept);

    const fetchImpl = answer(200, '{"success":"true"}');
    await expect(sendLead(key, kept, { endpoint, fetchImpl, isOnline: online })).resolves.toEqual({ status: 'delivered' });
    expect(sentFields(fetchImpl).leadId).toBe(kept.fields.leadId);
    expect(pendingLead(key)).toBeUndefined();
  });

  it.each([
    ['a Wi-Fi login page', '<!doctype html><title>Sign in to Guest Wi-Fi</title><form action="/login"></form>'],
    ['an empty 200', ''],
    ['JSON cut short', '{"success": tru'],
  ])('after %s the lead is not sent: it stays in the outbox and the next try delivers it once, with the same id', async (_what, body) => {
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl: answer(200, body), isOnline: online })).resolves.toMatchObject({
      status: 'failed',
      reason: 'not-delivered',
      answer: 'unconfirmed',
    });
    const kept = pendingLead(key)!;
    expect(kept.fields).toMatchObject(jsonLead.fields);
    expect(JSON.parse(window.sessionStorage.getItem(outboxStorageKey)!)[key]).toEqual(kept);

    const fetchImpl = answer(200, '{"success":"true"}');
    await expect(sendLead(key, kept, { endpoint, fetchImpl, isOnline: online })).resolves.toEqual({ status: 'delivered' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sentFields(fetchImpl).leadId).toBe(kept.fields.leadId);
    expect(pendingLead(key)).toBeUndefined();
  });

  it('sends one lead per form at a time: a second send meanwhile gets the first one’s answer and makes no request', async () => {
    let respond: (response: Response) => void = () => {};
    const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
    const first = sendLead(key, jsonLead, { endpoint, fetchImpl, isOnline: online });
    const second = sendLead(key, jsonLead, { endpoint, fetchImpl, isOnline: online });
    respond({ ok: true, status: 200, text: async () => '{"success":"true"}' } as Response);
    await expect(Promise.all([first, second])).resolves.toEqual([{ status: 'delivered' }, { status: 'delivered' }]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // Once it is settled, the form's next lead goes out.
    const next = answer(200, '{"success":"true"}');
    await sendLead(key, jsonLead, { endpoint, fetchImpl: next, isOnline: online });
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('reads navigator.onLine by default', async () => {
    const spy = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(sendLead(key, jsonLead, { endpoint, fetchImpl: answer(200, '') })).resolves.toEqual({ status: 'queued' });
    } finally {
      spy.mockRestore();
    }
  });

  it('lost on the network while the browser says it is online: the visitor is told now, and the lead is kept for the reconnect', async () => {
    await expect(sendLead(key, jsonLead, { endpoint, fetchImpl: failing, isOnline: online })).resolves.toEqual({
      status: 'failed',
      reason: 'network',
    });
    expect(pendingLead(key)?.fields.fullName).toBe('A');
  });

  it('one lead keeps one id on every try until it is delivered; the next lead gets a new one', async () => {
    await sendLead(key, jsonLead, { endpoint, fetchImpl: answer(429, 'slow down'), isOnline: online });
    const retry = answer(200, '{"success":"true"}');
    await sendLead(key, jsonLead, { endpoint, fetchImpl: retry, isOnline: online });
    const next = answer(200, '{"success":"true"}');
    await sendLead(key, jsonLead, { endpoint, fetchImpl: next, isOnline: online });
    const first = answer(200, '');
    await sendLead(`${key}-other`, jsonLead, { endpoint, fetchImpl: first, isOnline: online });
    const ids = [sentFields(retry).leadId, sentFields(next).leadId, sentFields(first).leadId];
    expect(new Set(ids).size).toBe(3);
  });

  it('the id has a fallback where crypto.randomUUID is missing (plain http)', async () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const fetchImpl = answer(200, '');
      await sendLead(key, jsonLead, { endpoint, fetchImpl, isOnline: online });
      expect(sentFields(fetchImpl).leadId).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('with storage blocked the outbox still keeps the lead in memory', async () => {
    const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      await sendLead(key, jsonLead, { endpoint, fetchImpl: failing, isOnline: online });
      expect(pendingLead(key)?.fields.fullName).toBe('A');
    } finally {
      spy.mockRestore();
    }
  });

  it('a queued lead keeps its photos in memory for the resend from this page; storage keeps it without them, saying how many', async () => {
    const photo = new File([new Uint8Array(1024)], 'spring.jpg', { type: 'image/jpeg' });
    const withPhoto = { ...jsonLead, encoding: 'form-data' as const, attachments: { field: 'attachment', files: [photo] } };
    await sendLead(key, withPhoto, { endpoint, isOnline: offline });
    expect(pendingLead(key)?.attachments?.files).toEqual([photo]);
    const stored = JSON.parse(window.sessionStorage.getItem(outboxStorageKey)!)[key];
    expect(stored).not.toHaveProperty('attachments');
    expect(stored.fields).toEqual({ ...pendingLead(key)!.fields, photosNotSent: '1' });
  });
});

describe('the lead:attempt event', () => {
  it('announces each try with the form, the page and the city, so analytics need not be imported by the forms', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('lead:attempt', listener);
    const payload = buildLeadPayload(
      homeLeadForm('en'),
      { fullName: 'A', phone: '1', email: 'a@example.net' },
      { pagePath: '/', cityContext: 'Venice' },
    );
    await sendLead(key, payload, { endpoint, fetchImpl: answer(200, '{"success":"true"}'), isOnline: online });
    const activation = answer(200, '{"success":"false","message":"This form needs Activation."}');
    await sendLead(key, payload, { endpoint, fetchImpl: activation, isOnline: online });
    await sendLead(key, payload, { endpoint, isOnline: offline });
    window.removeEventListener('lead:attempt', listener);
    expect(seen).toEqual([
      { ok: true, formId: 'home-lead', page: '/', city: 'Venice', reason: undefined },
      { ok: false, formId: 'home-lead', page: '/', city: 'Venice', reason: 'needs-activation' },
      { ok: false, formId: 'home-lead', page: '/', city: 'Venice', reason: 'offline' },
    ]);
  });
});

describe('the addresses and the time limit of a build', () => {
  const keys = ['NEXT_PUBLIC_LEAD_ENDPOINT', 'NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT', 'NEXT_PUBLIC_LEAD_TIMEOUT_MS'] as const;
  const saved = Object.fromEntries(keys.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of keys) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  // Read on each call: Next inlines the values at build time.
  it('default to the forwarding service, built from the business e-mail', () => {
    for (const name of keys) delete process.env[name];
    expect(leadEndpoint()).toBe(`https://formsubmit.co/ajax/${business.email}`);
    expect(leadFallbackEndpoint(homeLeadForm('en'))).toBe(`https://formsubmit.co/${business.email}`);
    expect(leadTimeoutMs()).toBe(15_000);
  });

  it('are overridden by the build-time environment', () => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = 'http://127.0.0.1:4302/ajax/x';
    process.env.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT = 'http://127.0.0.1:4302/x';
    process.env.NEXT_PUBLIC_LEAD_TIMEOUT_MS = '2500';
    expect(leadEndpoint()).toBe('http://127.0.0.1:4302/ajax/x');
    expect(leadFallbackEndpoint(homeLeadForm('en'))).toBe('http://127.0.0.1:4302/x');
    expect(leadTimeoutMs()).toBe(2500);
  });

  it('ignore a blank override and a nonsense timeout', () => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = '  ';
    process.env.NEXT_PUBLIC_LEAD_TIMEOUT_MS = 'soon';
    expect(leadEndpoint()).toMatch(/^https:\/\/formsubmit\.co\/ajax\//);
    expect(leadTimeoutMs()).toBe(15_000);
  });
});
