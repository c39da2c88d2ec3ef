import { legalSections } from '@/lib/legal/policy';
import { storedKeys } from '@/lib/browser/storage';

// The policy states what this build does: it is read when the page is built, from the build settings.
const settings = [
  'NEXT_PUBLIC_LEAD_PROVIDER',
  'NEXT_PUBLIC_ANALYTICS_PROVIDER',
  'NEXT_PUBLIC_ANALYTICS_HOST',
  'NEXT_PUBLIC_ANALYTICS_SITE',
];
const saved = Object.fromEntries(settings.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of settings) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const policyText = () =>
  legalSections()
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])
    .join('\n');

test('keeps ten numbered sections', () => {
  expect(legalSections()).toHaveLength(10);
});

test('names every key the site keeps in the browser, with where it lives', () => {
  const text = policyText();
  for (const { key, area } of Object.values(storedKeys)) expect(text).toContain(`(${key}, in ${area} storage`);
});

test('names the delivery service this build sends requests to, and no other', () => {
  delete process.env.NEXT_PUBLIC_LEAD_PROVIDER;
  expect(policyText()).toContain('FormSubmit (formsubmit.co)');
  expect(policyText()).toContain('any photos of your door');

  process.env.NEXT_PUBLIC_LEAD_PROVIDER = 'web3forms';
  expect(policyText()).toContain('Web3Forms (web3forms.com)');
  expect(policyText()).not.toContain('FormSubmit');
  // Web3Forms' plan takes no files, so the forms have no photo input and the policy mentions none.
  expect(policyText()).not.toContain('photos');

  process.env.NEXT_PUBLIC_LEAD_PROVIDER = 'webhook';
  expect(policyText()).toContain('the system we use to take requests');
  expect(policyText()).not.toMatch(/FormSubmit|Web3Forms|Formspree|Basin|Netlify/);
});

test('says whether the build counts visits, and with whom', () => {
  for (const name of settings.slice(1)) delete process.env[name];
  expect(policyText()).toContain('runs no analytics');

  process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
  process.env.NEXT_PUBLIC_ANALYTICS_HOST = 'https://plausible.io';
  process.env.NEXT_PUBLIC_ANALYTICS_SITE = 'example.com';
  expect(policyText()).not.toContain('runs no analytics');
  expect(policyText()).toContain('counts visits with Plausible (plausible.io) without identifying you');
});

describe('in Spanish', () => {
  const text = (locale: 'en' | 'es') =>
    legalSections(locale)
      .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])
      .join('\n');

  test('says the same things in the same shape: ten sections, each with as many paragraphs and list lines', () => {
    const shape = (locale: 'en' | 'es') => legalSections(locale).map((s) => [s.paragraphs.length, s.list?.length ?? 0]);
    for (const provider of ['formsubmit', 'web3forms', 'webhook']) {
      process.env.NEXT_PUBLIC_LEAD_PROVIDER = provider;
      expect(shape('es')).toEqual(shape('en'));
    }
    expect(legalSections('es').map((s) => s.heading)).not.toEqual(legalSections('en').map((s) => s.heading));
  });

  test('names the same keys, service and analytics as the English policy', () => {
    process.env.NEXT_PUBLIC_LEAD_PROVIDER = 'web3forms';
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
    process.env.NEXT_PUBLIC_ANALYTICS_HOST = 'https://plausible.io';
    process.env.NEXT_PUBLIC_ANALYTICS_SITE = 'example.com';
    const es = text('es');
    for (const { key } of Object.values(storedKeys)) expect(es).toContain(`(${key}, en el almacenamiento`);
    expect(es).toContain('Web3Forms (web3forms.com)');
    expect(es).toContain('con Plausible (plausible.io) sin identificarle');
    expect(es).not.toMatch(/\b(the|your|and|with)\b/);
  });
});
