/**
 * Conversion counting is off unless the build names a provider, its host and the site:
 * NEXT_PUBLIC_ANALYTICS_PROVIDER (plausible | umami), NEXT_PUBLIC_ANALYTICS_HOST (the
 * provider's or a self-hosted origin), NEXT_PUBLIC_ANALYTICS_SITE (Plausible domain or Umami
 * website id). next.config.mjs always defines the three, so an unconfigured build compares
 * literals and drops the tracker entirely.
 */
export type AnalyticsProvider = 'plausible' | 'umami';

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  host: string;
  site: string;
}

export function analyticsConfig(): AnalyticsConfig | null {
  const provider = process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER;
  const host = process.env.NEXT_PUBLIC_ANALYTICS_HOST;
  const site = process.env.NEXT_PUBLIC_ANALYTICS_SITE;
  if ((provider !== 'plausible' && provider !== 'umami') || !host || !site) return null;
  return { provider, host: host.replace(/\/+$/, ''), site };
}
