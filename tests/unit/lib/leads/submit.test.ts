import { homeLeadForm, homePromotionForm } from '@/content/forms';
import { buildLeadPayload } from '@/lib/leads/payload';
import { isDelivered, submitLead } from '@/lib/leads/submit';

const jsonLead = buildLeadPayload(homeLeadForm, { fullName: 'A', phone: '1', email: 'a@example.net' }, { pagePath: '/' });
const endpoint = 'http://127.0.0.1:9/ajax/office@example.com';

function answer(status: number, body: string) {
  return jest.fn(async () => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as unknown as Response);
}

const online = () => true;

describe('isDelivered: success means delivered', () => {
  it.each([
    ['{"success":"true","message":"The form was submitted successfully."}', true],
    ['{"success":true}', true],
    ['{"success":"false","message":"This form needs Activation."}', false],
    ['{"success":false}', false],
    ['{"success":null}', false],
    ['{"ok":1}', true],
    ['<html>Thanks</html>', true],
    ['', true],
  ])('body %s -> %s', (body, expected) => {
    expect(isDelivered({ ok: true }, body)).toBe(expected);
  });

  it('never counts a non-ok status as delivered', () => {
    expect(isDelivered({ ok: false }, '{"success":"true"}')).toBe(false);
  });
});

describe('submitLead', () => {
  it('posts JSON to the endpoint and reports a delivered lead', async () => {
    const fetchImpl = answer(200, '{"success":"true"}');
    await expect(submitLead(jsonLead, { endpoint, fetchImpl, isOnline: online })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({ fullName: 'A', source: 'Discount Form Section', _captcha: false });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('posts the promotion form as FormData without forcing a content type', async () => {
    const fetchImpl = answer(200, '{"success":"true"}');
    const payload = buildLeadPayload(homePromotionForm, { name: 'B' }, { pagePath: '/' });
    await submitLead(payload, { endpoint, fetchImpl, isOnline: online });
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('_captcha')).toBe('false');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('fails on a 200 that says it did not deliver', async () => {
    const fetchImpl = answer(200, '{"success":"false","message":"This form needs Activation."}');
    await expect(submitLead(jsonLead, { endpoint, fetchImpl, isOnline: online })).resolves.toEqual({
      ok: false,
      reason: 'not-delivered',
      status: 200,
      outcome: 'needs-activation',
      message: 'This form needs Activation.',
    });
  });

  it('fails on 4xx and 5xx', async () => {
    const outcomes = { 400: 'rejected', 404: 'rejected', 429: 'rate-limited', 500: 'server-error', 503: 'server-error' } as const;
    for (const [code, outcome] of Object.entries(outcomes)) {
      const status = Number(code);
      await expect(submitLead(jsonLead, { endpoint, fetchImpl: answer(status, 'nope'), isOnline: online })).resolves.toEqual({
        ok: false,
        reason: 'http',
        status,
        outcome,
        message: `The service answered HTTP ${status}.`,
      });
    }
  });

  it('fails without throwing when the network fails', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitLead(jsonLead, { endpoint, fetchImpl, isOnline: online })).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('abandons a request that hangs past the bound and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as unknown as typeof fetch;
    const started = Date.now();
    await expect(submitLead(jsonLead, { endpoint, fetchImpl, timeoutMs: 50, isOnline: online })).resolves.toEqual({
      ok: false,
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(signal?.aborted).toBe(true);
  });

  it('gives a lead with photos longer to upload: 10 s more per MB', async () => {
    jest.useFakeTimers();
    try {
      const photo = new File([new Uint8Array(250_000)], 'spring.jpg', { type: 'image/jpeg' });
      const withPhoto = buildLeadPayload(
        homeLeadForm,
        { fullName: 'A', phone: '1', email: 'a@example.net' },
        { pagePath: '/', photos: [photo] },
      );
      const fetchImpl = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
      let settled = false;
      const result = submitLead(withPhoto, { endpoint, fetchImpl, timeoutMs: 50, isOnline: online }).finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(2_000);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1_100);
      await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a body that never finishes as a timeout', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, text: () => new Promise<string>(() => {}) }) as unknown as Response);
    await expect(submitLead(jsonLead, { endpoint, fetchImpl, timeoutMs: 50, isOnline: online })).resolves.toEqual({
      ok: false,
      reason: 'timeout',
    });
  });

  it('fails fast when the browser is offline, without a request', async () => {
    const fetchImpl = answer(200, '{"success":"true"}');
    await expect(submitLead(jsonLead, { endpoint, fetchImpl, isOnline: () => false })).resolves.toEqual({ ok: false, reason: 'offline' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads navigator.onLine by default', async () => {
    const spy = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(submitLead(jsonLead, { endpoint, fetchImpl: answer(200, '') })).resolves.toMatchObject({ reason: 'offline' });
    spy.mockRestore();
  });
});

describe('the lead:outcome event', () => {
  it('announces each outcome with the form, the page and the city, so analytics need not be imported by the forms', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('lead:outcome', listener);
    const payload = buildLeadPayload(homeLeadForm, { fullName: 'A' }, { pagePath: '/', cityContext: 'Venice' });
    await submitLead(payload, { endpoint, fetchImpl: answer(200, '{"success":"true"}'), isOnline: online });
    await submitLead(payload, {
      endpoint,
      fetchImpl: answer(200, '{"success":"false","message":"This form needs Activation."}'),
      isOnline: online,
    });
    await submitLead(payload, { endpoint, isOnline: () => false });
    window.removeEventListener('lead:outcome', listener);
    expect(seen).toEqual([
      { ok: true, formId: 'home-lead', page: '/', city: 'Venice', reason: undefined },
      { ok: false, formId: 'home-lead', page: '/', city: 'Venice', reason: 'needs-activation' },
      { ok: false, formId: 'home-lead', page: '/', city: 'Venice', reason: 'offline' },
    ]);
  });
});
