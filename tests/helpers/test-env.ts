// The build the tests run against: lead forms post to a local capture server, never to the
// real forwarding service, and the site URL is a fixed test origin.
export const capturePort = Number(process.env.CAPTURE_PORT ?? 4199);
export const captureOrigin = `http://127.0.0.1:${capturePort}`;

export const testBuildEnv: Record<string, string> = {
  // The tests' own copy of the data files, not the owner's (docs/decisions/014-test-strategy.md).
  CONTENT_DIR: 'tests/fixtures/content',
  NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
  NEXT_PUBLIC_LEAD_ENDPOINT: `${captureOrigin}/ajax/office@example.com`,
  NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT: `${captureOrigin}/office@example.com`,
  // A hanging request is abandoned after 3 s instead of 15 s, so the test for it stays quick.
  NEXT_PUBLIC_LEAD_TIMEOUT_MS: '3000',
};

/**
 * The variant exports (`npm run build:variant`, out-variants/<name>/): the same site built for
 * another delivery service, each pointed at the capture origin, which the variant specs
 * intercept (tests/e2e/any-width/variant.spec.ts, tests/e2e/any-width/providers.spec.ts). The Web3Forms build also
 * counts conversions with Plausible. See docs/decisions/041-provider-test-builds.md.
 */
export type VariantName = 'web3forms' | 'formspree' | 'basin' | 'webhook';

export const variantBuilds: Record<VariantName, Record<string, string>> = {
  web3forms: {
    ...testBuildEnv,
    NEXT_PUBLIC_LEAD_PROVIDER: 'web3forms',
    NEXT_PUBLIC_LEAD_ACCESS_KEY: 'test-access-key',
    NEXT_PUBLIC_LEAD_ENDPOINT: `${captureOrigin}/submit`,
    NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT: `${captureOrigin}/submit`,
    NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
    NEXT_PUBLIC_ANALYTICS_HOST: captureOrigin,
    NEXT_PUBLIC_ANALYTICS_SITE: 'www.example.com',
  },
  formspree: {
    ...testBuildEnv,
    NEXT_PUBLIC_LEAD_PROVIDER: 'formspree',
    NEXT_PUBLIC_LEAD_FORM_ID: 'xtestform',
    NEXT_PUBLIC_LEAD_ENDPOINT: `${captureOrigin}/f/xtestform`,
    NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT: `${captureOrigin}/f/xtestform`,
  },
  basin: {
    ...testBuildEnv,
    NEXT_PUBLIC_LEAD_PROVIDER: 'basin',
    NEXT_PUBLIC_LEAD_FORM_ID: 'testbasin',
    NEXT_PUBLIC_LEAD_ENDPOINT: `${captureOrigin}/f/testbasin`,
    NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT: `${captureOrigin}/f/testbasin`,
  },
  webhook: {
    ...testBuildEnv,
    NEXT_PUBLIC_LEAD_PROVIDER: 'webhook',
    NEXT_PUBLIC_LEAD_ENDPOINT: `${captureOrigin}/hooks/lead`,
    NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT: `${captureOrigin}/hooks/lead`,
  },
};

/** Where `npm run build:variant` writes the export built for `name`. */
export const variantDir = (name: VariantName) => `out-variants/${name}`;

/** The Web3Forms + Plausible build (tests/e2e/any-width/variant.spec.ts). */
export const variantBuildEnv = variantBuilds.web3forms;
