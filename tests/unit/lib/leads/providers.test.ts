import { homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import { buildLeadPayload, encodeLead } from '@/lib/leads/payload';
import { basin } from '@/lib/leads/providers/basin';
import { formspree } from '@/lib/leads/providers/formspree';
import { formsubmit } from '@/lib/leads/providers/formsubmit';
import { netlify } from '@/lib/leads/providers/netlify';
import type { LeadProvider } from '@/lib/leads/providers/types';
import { web3forms } from '@/lib/leads/providers/web3forms';
import { webhook } from '@/lib/leads/providers/webhook';
import { sendLead } from '@/lib/leads/send';
import {
  basinAnswers,
  formspreeAnswers,
  formsubmitAnswers,
  netlifyAnswers,
  type RecordedAnswer,
  web3formsAnswers,
  webhookAnswers,
} from '@/tests/unit/fixtures/lead-answers';

const person = { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: 'maria.g@example.net' };
const promotion = {
  name: 'Tom Becker',
  phone: '941-555-0100',
  email: 'tom@example.org',
  location: 'Nokomis',
  service: 'Broken spring replacement',
  time: 'Morning (8AM-12PM)',
};
const context = { pagePath: '/', cityContext: 'Venice', honeypot: '' };

const env = ['NEXT_PUBLIC_LEAD_ACCESS_KEY', 'NEXT_PUBLIC_LEAD_FORM_ID', 'NEXT_PUBLIC_LEAD_ENDPOINT'] as const;
const saved = Object.fromEntries(env.map((key) => [key, process.env[key]]));
beforeEach(() => {
  process.env.NEXT_PUBLIC_LEAD_ACCESS_KEY = 'key-123';
  process.env.NEXT_PUBLIC_LEAD_FORM_ID = 'xyzzy42';
  process.env.NEXT_PUBLIC_LEAD_ENDPOINT = 'https://hooks.example.net/lead';
});
afterAll(() => {
  for (const key of env) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

type Readings = Record<'delivered' | 'needsActivation' | 'validation' | 'rateLimited' | 'serverError', RecordedAnswer>;

const expectedKinds = {
  delivered: 'delivered',
  needsActivation: 'needs-activation',
  validation: 'rejected',
  rateLimited: 'rate-limited',
  serverError: 'server-error',
} as const;

const services: [string, LeadProvider, Readings][] = [
  ['formsubmit', formsubmit, formsubmitAnswers],
  ['web3forms', web3forms, web3formsAnswers],
  ['formspree', formspree, formspreeAnswers],
  ['basin', basin, basinAnswers],
  ['netlify', netlify, netlifyAnswers],
  ['webhook', webhook, webhookAnswers],
];

describe.each(services)('%s reads its recorded answers', (_name, provider, answers) => {
  it.each(Object.keys(expectedKinds) as (keyof typeof expectedKinds)[])('%s', (key) => {
    const outcome = provider.read(answers[key].status, answers[key].body);
    expect(outcome.kind).toBe(expectedKinds[key]);
    if (outcome.kind !== 'delivered') expect(outcome.message.length).toBeGreaterThan(5);
  });

  it('passes the service’s own words through sendLead, and never calls a refusal delivered', async () => {
    const { status, body } = answers.validation;
    const fetchImpl = jest.fn(async () => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as unknown as Response);
    const payload = buildLeadPayload(homeLeadForm('en'), person, context, provider);
    const result = await sendLead(`providers:${provider.name}`, payload, {
      endpoint: 'https://service.invalid/',
      fetchImpl,
      isOnline: () => true,
      provider,
    });
    expect(result).toMatchObject({
      status: 'failed',
      reason: status < 300 ? 'not-delivered' : 'http',
      answer: 'rejected',
      httpStatus: status,
    });
    expect(result.status === 'failed' && result.message).toBe(
      provider.read(status, body).kind === 'rejected' && (provider.read(status, body) as { message: string }).message,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

/** What can stand in for a service's answer after a 200: none of it says the lead arrived. */
const standIns = (delivered: RecordedAnswer) => ({
  'a Wi-Fi login page':
    '<!DOCTYPE html><html><head><title>Guest Wi-Fi</title></head><body><form action="/login"><button>Accept and connect</button></form></body></html>',
  'an empty body': '',
  // The service's own success answer, cut off a third of the way in.
  'its answer cut short': delivered.body.slice(0, Math.floor(delivered.body.length / 3)),
});

describe.each(services)('%s confirms a lead only in its own words', (_name, provider, answers) => {
  it.each(Object.entries(standIns(answers.delivered)))('a 200 with %s is unconfirmed', (_what, body) => {
    expect(provider.read(200, body)).toEqual({ kind: 'unconfirmed', message: expect.stringMatching(/did not confirm the lead/) });
  });
});

describe('what each service is sent', () => {
  it('FormSubmit: the spec’s JSON and form data, unchanged', () => {
    const json = buildLeadPayload(homeLeadForm('en'), person, context, formsubmit);
    expect(json).toEqual({
      encoding: 'json',
      fields: {
        ...person,
        city: 'Venice',
        source: 'Discount Form Section',
        _subject: homeLeadForm('en').subject,
        _captcha: false,
        pagePath: '/',
        formId: 'home-lead',
        _honey: '',
      },
    });
    const data = buildLeadPayload(homePromotionForm('en'), promotion, context, formsubmit);
    expect(data.encoding).toBe('form-data');
    expect(data.fields).toMatchObject({ ...promotion, detected_city: 'Venice', _captcha: 'false', _honey: '' });
    expect(formsubmit.endpoint()).toBe('https://formsubmit.co/ajax/office@example.com');
    expect(formsubmit.hiddenFields(homeLeadForm('en')).map(([name]) => name)).toEqual(['_next', '_subject', '_captcha']);
  });

  it('Web3Forms: JSON with the access key, a subject and the botcheck honeypot, for both home forms', () => {
    for (const [form, values] of [
      [homeLeadForm('en'), person],
      [homePromotionForm('en'), promotion],
    ] as const) {
      const payload = buildLeadPayload(form, values, context, web3forms);
      expect(payload.encoding).toBe('json');
      expect(payload.fields).toMatchObject({ ...values, access_key: 'key-123', subject: form.subject, botcheck: '', formId: form.id });
      expect(payload.fields).not.toHaveProperty('_honey');
      expect(payload.fields).not.toHaveProperty('_captcha');
    }
    expect(web3forms.endpoint()).toBe('https://api.web3forms.com/submit');
    expect(Object.fromEntries(web3forms.hiddenFields(homeLeadForm('en')))).toEqual({
      access_key: 'key-123',
      subject: homeLeadForm('en').subject,
      redirect: 'https://www.example.com/thank-you',
    });
    expect(web3forms.acceptsFiles).toBe(false);
  });

  it('Formspree: the form’s own encoding to /f/<form id>, _gotcha and _subject', () => {
    const payload = buildLeadPayload(homePromotionForm('en'), promotion, context, formspree);
    expect(payload.encoding).toBe('form-data');
    expect(payload.fields).toMatchObject({ ...promotion, detected_city: 'Venice', _subject: homePromotionForm('en').subject, _gotcha: '' });
    expect(formspree.endpoint()).toBe('https://formspree.io/f/xyzzy42');
    expect(formspree.fallbackAction(homeLeadForm('en'))).toBe('https://formspree.io/f/xyzzy42');
  });

  it('Basin: /f/<form id> with _gotcha and no service fields', () => {
    const payload = buildLeadPayload(homeLeadForm('en'), person, context, basin);
    expect(payload.fields).toEqual({
      ...person,
      city: 'Venice',
      source: 'Discount Form Section',
      pagePath: '/',
      formId: 'home-lead',
      _gotcha: '',
    });
    expect(basin.endpoint()).toBe('https://usebasin.com/f/xyzzy42');
    expect(basin.acceptsFiles).toBe(true);
  });

  it('Netlify: urlencoded to the site itself, naming the form in form-name, bot-field honeypot', () => {
    const payload = buildLeadPayload(homePromotionForm('en'), promotion, context, netlify);
    expect(payload.encoding).toBe('urlencoded');
    expect(payload.fields).toMatchObject({ 'form-name': 'home-promotion', 'bot-field': '', name: 'Tom Becker' });
    const { body, headers } = encodeLead(payload);
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(body.toString()).get('form-name')).toBe('home-promotion');
    expect(new URLSearchParams(body.toString()).get('detected_city')).toBe('Venice');
    expect(netlify.endpoint()).toBe('/thank-you');
    expect(netlify.fallbackAction(homeLeadForm('en'))).toBe('/thank-you');
    expect(netlify.fallbackAction(homeLeadForm('es'))).toBe(homeLeadForm('es').thankYouPath);
    expect(netlify.hiddenFields(homeLeadForm('en'))).toEqual([['form-name', 'home-lead']]);
  });

  it('webhook: JSON to NEXT_PUBLIC_LEAD_ENDPOINT', () => {
    const payload = buildLeadPayload(homePromotionForm('en'), promotion, context, webhook);
    expect(payload.encoding).toBe('json');
    expect(payload.fields).toMatchObject({ ...promotion, subject: homePromotionForm('en').subject, detected_city: 'Venice' });
    expect(webhook.endpoint()).toBe('https://hooks.example.net/lead');
  });
});

describe('readings beyond the recorded set', () => {
  it('Web3Forms counts only success: true, not any 200', () => {
    expect(web3forms.read(web3formsAnswers.okWithoutSuccess.status, web3formsAnswers.okWithoutSuccess.body)).toEqual({
      kind: 'rejected',
      message: 'Spam detected',
    });
    expect(web3forms.read(200, '<html>ok</html>').kind).toBe('unconfirmed');
  });

  it('Basin refuses a 200 whose JSON says success: false', () => {
    expect(basin.read(basinAnswers.okButRefused.status, basinAnswers.okButRefused.body)).toEqual({
      kind: 'rejected',
      message: 'Form is disabled',
    });
  });

  it('Formspree refuses a 2xx that carries errors', () => {
    expect(formspree.read(200, JSON.stringify({ errors: [{ code: 'EMPTY', message: 'empty form' }] })).kind).toBe('rejected');
  });

  it('a webhook’s ok: false and "success": "false" are refusals; an empty 204 confirms nothing', () => {
    expect(webhook.read(200, '{"ok":false}').kind).toBe('rejected');
    expect(webhook.read(201, '{"success":"false","message":"no"}')).toEqual({ kind: 'rejected', message: 'no' });
    expect(webhook.read(204, '').kind).toBe('unconfirmed');
  });
});

describe('a lead from a Spanish page, through every service', () => {
  const english = homePromotionForm('en');
  const spanish = homePromotionForm('es');
  // The visitor picks the Spanish line; the lead carries the value behind it.
  const picked = (form: typeof spanish, name: string, index: number) => form.fields.find((f) => f.name === name)!.options![index].value;
  const values = { ...promotion, service: picked(spanish, 'service', 1), time: picked(spanish, 'time', 4) };

  it.each([formsubmit, web3forms, formspree, basin, netlify, webhook].map((provider) => [provider.name, provider] as const))(
    '%s: the English lead’s fields, plus language "es" and its subject marked for the owner',
    (_name, provider) => {
      const en = buildLeadPayload(english, values, context, provider);
      const es = buildLeadPayload(spanish, values, context, provider);
      expect(en.fields).not.toHaveProperty('language');
      const subject = Object.entries(en.fields).find(([, value]) => value === english.subject)?.[0];
      expect(es.fields).toEqual({ ...en.fields, language: 'es', ...(subject ? { [subject]: spanish.subject } : {}) });
      expect(es.encoding).toBe(en.encoding);
      const sent = encodeLead(es).body;
      const read = typeof sent === 'string' ? JSON.parse(sent) : Object.fromEntries(sent.entries());
      expect(read).toMatchObject({ language: 'es', service: 'Broken spring replacement', time: 'ASAP - Emergency' });
    },
  );

  it('names its service and time in Spanish on the page, and sends the values of the English form', () => {
    for (const name of ['service', 'time']) {
      const shown = spanish.fields.find((f) => f.name === name)!.options!;
      const sent = english.fields.find((f) => f.name === name)!.options!;
      expect(shown.map((option) => option.value)).toEqual(sent.map((option) => option.value));
      expect(shown.map((option) => option.label)).not.toEqual(sent.map((option) => option.label));
    }
    expect(spanish.subject).not.toBe(english.subject);
    expect(spanish.subject).toContain(english.subject);
  });
});
