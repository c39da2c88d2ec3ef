import { leadProviders } from '../../lib/leads/providers/table';
import type { ContentProblem } from './problems';

/**
 * The build settings an owner sets (README, "Form delivery"), checked before anything is built:
 * a delivery service spelt another way or chosen without its key would otherwise build a site
 * whose forms deliver nothing.
 */
/** Build settings as read from the environment. */
export type Env = Record<string, string | undefined>;

export function checkBuildSettings(env: Env): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (field: string, message: string) => problems.push({ file: 'build settings', field, message });
  const provider = env.NEXT_PUBLIC_LEAD_PROVIDER?.trim() ?? '';
  const names = Object.keys(leadProviders);
  if (provider && !Object.hasOwn(leadProviders, provider)) {
    const sameName = names.find((name) => name === provider.toLowerCase());
    add(
      'NEXT_PUBLIC_LEAD_PROVIDER',
      sameName ? `write "${sameName}" in lower case (got "${provider}")` : `expected one of ${names.join(', ')} (got "${provider}")`,
    );
    return problems;
  }
  const needs: readonly string[] = provider ? leadProviders[provider as keyof typeof leadProviders].needs : [];
  for (const name of needs) {
    if (!env[name]?.trim()) add(name, `is empty, but ${provider} needs it: without it no form delivers (README, "Form delivery")`);
  }
  const analytics = env.NEXT_PUBLIC_ANALYTICS_PROVIDER?.trim() ?? '';
  if (analytics && !['plausible', 'umami'].includes(analytics))
    add('NEXT_PUBLIC_ANALYTICS_PROVIDER', `expected plausible or umami (got "${analytics}")`);
  const site = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (site && !/^https?:\/\/[^/\s]+\/?$/.test(site))
    add('NEXT_PUBLIC_SITE_URL', `expected an address such as https://www.your-company.com (got "${site}")`);
  return problems;
}
