// @ts-check
// Next.js reads this file as it is (plain JavaScript, no TypeScript step): it can import no .ts
// module, so the delivery services it accepts come from the JSON list the provider table
// (lib/leads/providers/table.ts) is held to by tests/unit/lib/leads/provider-names.test.ts.
import { readFileSync } from 'node:fs';

/** @type {string[]} */
const providerNames = JSON.parse(readFileSync(new URL('./lib/leads/providers/names.json', import.meta.url), 'utf8'));

/** The delivery service this build uses: NEXT_PUBLIC_LEAD_PROVIDER spelt exactly, or FormSubmit. */
function leadProviderName(/** @type {string | undefined} */ value) {
  if (!value) return 'formsubmit';
  if (!providerNames.includes(value)) throw new Error(`NEXT_PUBLIC_LEAD_PROVIDER="${value}" is not one of ${providerNames.join(', ')}`);
  return value;
}

const analytics = {
  NEXT_PUBLIC_ANALYTICS_PROVIDER: process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER?.trim() ?? '',
  NEXT_PUBLIC_ANALYTICS_HOST: process.env.NEXT_PUBLIC_ANALYTICS_HOST?.trim() ?? '',
  NEXT_PUBLIC_ANALYTICS_SITE: process.env.NEXT_PUBLIC_ANALYTICS_SITE?.trim() ?? '',
};
if (analytics.NEXT_PUBLIC_ANALYTICS_PROVIDER) {
  if (!['plausible', 'umami'].includes(analytics.NEXT_PUBLIC_ANALYTICS_PROVIDER)) {
    throw new Error(`NEXT_PUBLIC_ANALYTICS_PROVIDER="${analytics.NEXT_PUBLIC_ANALYTICS_PROVIDER}" is not plausible or umami`);
  }
  if (!URL.canParse(analytics.NEXT_PUBLIC_ANALYTICS_HOST) || !analytics.NEXT_PUBLIC_ANALYTICS_SITE) {
    throw new Error('Analytics needs NEXT_PUBLIC_ANALYTICS_HOST (an https:// origin) and NEXT_PUBLIC_ANALYTICS_SITE');
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Static hosts serve /page from page.html; trailing slashes would make every canonical differ.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // English and Spanish are two root layouts (app/(en), app/es), so the not-found page is a whole
  // document of its own: app/global-not-found.tsx (docs/decisions/110-two-languages.md).
  experimental: { globalNotFound: true },
  // `npm test` type-checks the whole project (tsc) before it builds the site five times; it sets
  // SKIP_BUILD_TYPECHECK so the builds do not repeat that check (about 5 s each). Every other
  // build, `npm start` and deploys included, checks types.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Always defined (an unknown name fails here), so lib/leads/providers and the analytics island
  // compare literals and the browser bundle keeps only the chosen delivery service, and no
  // analytics code when analytics is not configured.
  env: { NEXT_PUBLIC_LEAD_PROVIDER: leadProviderName(process.env.NEXT_PUBLIC_LEAD_PROVIDER), ...analytics },
};

export default nextConfig;
