import { business } from '@/lib/content/business';
import * as endpointModule from '@/lib/leads/endpoint';

const keys = ['NEXT_PUBLIC_LEAD_ENDPOINT', 'NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT', 'NEXT_PUBLIC_LEAD_TIMEOUT_MS'] as const;
const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));

afterEach(() => {
  for (const key of keys) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

// The module reads the environment on each call (Next inlines the values at build time).
const load = () => endpointModule;

describe('lead endpoints', () => {
  it('default to the forwarding service, built from the business e-mail', () => {
    for (const key of keys) delete process.env[key];
    const endpoint = load();
    expect(endpoint.leadEndpoint()).toBe(`https://formsubmit.co/ajax/${business.email}`);
    expect(endpoint.leadFallbackEndpoint()).toBe(`https://formsubmit.co/${business.email}`);
    expect(endpoint.leadTimeoutMs()).toBe(15_000);
  });

  it('are overridden by the build-time environment', () => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = 'http://127.0.0.1:4302/ajax/x';
    process.env.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT = 'http://127.0.0.1:4302/x';
    process.env.NEXT_PUBLIC_LEAD_TIMEOUT_MS = '2500';
    const endpoint = load();
    expect(endpoint.leadEndpoint()).toBe('http://127.0.0.1:4302/ajax/x');
    expect(endpoint.leadFallbackEndpoint()).toBe('http://127.0.0.1:4302/x');
    expect(endpoint.leadTimeoutMs()).toBe(2500);
  });

  it('ignore a blank override and a nonsense timeout', () => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = '  ';
    process.env.NEXT_PUBLIC_LEAD_TIMEOUT_MS = 'soon';
    const endpoint = load();
    expect(endpoint.leadEndpoint()).toMatch(/^https:\/\/formsubmit\.co\/ajax\//);
    expect(endpoint.leadTimeoutMs()).toBe(15_000);
  });
});
