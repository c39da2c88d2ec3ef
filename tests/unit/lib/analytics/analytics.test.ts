import { analyticsConfig } from '@/lib/analytics/config';
import { contactEvent, eventRequest, type PageFacts } from '@/lib/analytics/events';
import { startTracker } from '@/lib/analytics/tracker';
import { announceLeadAttempt } from '@/lib/leads/attempt-event';

const page: PageFacts = {
  href: 'https://www.example.com/garage-door-venice?utm_source=google',
  path: '/garage-door-venice?utm_source=google',
  hostname: 'www.example.com',
  referrer: 'https://www.google.com/',
  title: 'Garage Door Repair in Venice',
  language: 'en-US',
  screen: '1280x900',
};

const keys = ['NEXT_PUBLIC_ANALYTICS_PROVIDER', 'NEXT_PUBLIC_ANALYTICS_HOST', 'NEXT_PUBLIC_ANALYTICS_SITE'] as const;
const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
afterEach(() => {
  for (const key of keys) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('analytics configuration', () => {
  it('is off unless provider, host and site are all set', () => {
    for (const key of keys) delete process.env[key];
    expect(analyticsConfig()).toBeNull();
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
    process.env.NEXT_PUBLIC_ANALYTICS_HOST = 'https://plausible.io/';
    expect(analyticsConfig()).toBeNull();
    process.env.NEXT_PUBLIC_ANALYTICS_SITE = 'example.com';
    expect(analyticsConfig()).toEqual({ provider: 'plausible', host: 'https://plausible.io', site: 'example.com' });
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'google';
    expect(analyticsConfig()).toBeNull();
  });
});

describe('event requests in each provider’s documented API', () => {
  it('Plausible: POST {host}/api/event with name, url, domain, referrer and props', () => {
    const request = eventRequest({ provider: 'plausible', host: 'https://stats.example.net', site: 'example.com' }, 'Call', page, {
      page: '/garage-door-venice',
    });
    expect(request.url).toBe('https://stats.example.net/api/event');
    expect(JSON.parse(request.body)).toEqual({
      name: 'Call',
      url: page.href,
      domain: 'example.com',
      referrer: 'https://www.google.com/',
      props: { page: '/garage-door-venice' },
    });
  });

  it('Umami: POST {host}/api/send, type event, payload with website and page facts; pageviews carry no name', () => {
    const config = { provider: 'umami' as const, host: 'https://cloud.umami.is', site: '4fb7-website-id' };
    const lead = eventRequest(config, 'Lead', page, { form: 'home-lead', page: '/', city: 'Venice' });
    expect(lead.url).toBe('https://cloud.umami.is/api/send');
    expect(JSON.parse(lead.body)).toEqual({
      type: 'event',
      payload: {
        website: '4fb7-website-id',
        hostname: 'www.example.com',
        language: 'en-US',
        referrer: 'https://www.google.com/',
        screen: '1280x900',
        title: 'Garage Door Repair in Venice',
        url: '/garage-door-venice?utm_source=google',
        name: 'Lead',
        data: { form: 'home-lead', page: '/', city: 'Venice' },
      },
    });
    expect(JSON.parse(eventRequest(config, 'pageview', page).body).payload).not.toHaveProperty('name');
  });

  it.each([
    ['tel:+19415550147', 'Call'],
    ['sms:+19415550147', 'Text'],
    ['mailto:office@example.com', 'Email'],
    ['https://wa.me/19415550147?text=Hi', 'WhatsApp'],
    ['/garage-door-venice', null],
    ['https://www.facebook.com/example', null],
  ])('a click on %s counts as %s', (href, expected) => {
    expect(contactEvent(href)).toBe(expected);
  });
});

describe('the tracker', () => {
  it('sends a pageview, a contact click with its page, and lead outcomes; no cookie, no storage', () => {
    const fetchMock = jest.fn(async () => new Response('{}'));
    global.fetch = fetchMock as unknown as typeof fetch;
    const cookie = document.cookie;
    const stored = window.localStorage.length + window.sessionStorage.length;
    const tracker = startTracker({ provider: 'plausible', host: 'http://127.0.0.1:9', site: 'example.com' });
    document.body.innerHTML = '<a href="tel:+19415550147"><span>Call now</span></a><a href="/faq">FAQ</a>';
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('a[href="/faq"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    announceLeadAttempt({ ok: true, formId: 'home-lead', page: '/', city: 'Venice' });
    announceLeadAttempt({ ok: false, formId: 'faq', page: '/faq', reason: 'timeout' });
    tracker.pageview();
    tracker.stop();
    announceLeadAttempt({ ok: true, formId: 'home-lead', page: '/' });
    const sent = fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string));
    expect(sent.map((event) => [event.name, event.props])).toEqual([
      ['pageview', undefined],
      ['Call', { page: '/' }],
      ['Lead', { form: 'home-lead', page: '/', city: 'Venice' }],
      ['Lead failed', { form: 'faq', page: '/faq', reason: 'timeout' }],
      ['pageview', undefined],
    ]);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(document.cookie).toBe(cookie);
    expect(window.localStorage.length + window.sessionStorage.length).toBe(stored);
  });
});
