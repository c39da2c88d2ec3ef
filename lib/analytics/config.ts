/**
 * Off unless the build sets NEXT_PUBLIC_ANALYTICS_PROVIDER, _HOST and _SITE (README, "Analytics
 * settings"). next.config.mjs always defines the three, so an unconfigured build drops the tracker.
 */
type AnalyticsProvider = 'plausible' | 'umami';

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
