import type { NextConfig } from 'next';
import { leadProviderName } from './lib/leads/providers/table';

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

const nextConfig: NextConfig = {
  output: 'export',
  // Static hosts serve /page from page.html; trailing slashes would make every canonical differ.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
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
