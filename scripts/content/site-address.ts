// The one address the site is built for: canonicals, social tags, JSON-LD, the sitemap and
// robots.txt all name it (docs/decisions/100-host-files-as-code.md).

/** The address the shipped business record carries until the owner sets their own. */
export const exampleSiteUrl = 'https://www.example.com';

type Env = Record<string, string | undefined>;

/**
 * NEXT_PUBLIC_SITE_URL when set; otherwise the business record's siteUrl once it is no longer the
 * example; otherwise what the host says the site's address is: HOST_SITE_URL (the GitHub Pages
 * workflow sets it from the repository's Pages address) or, on Netlify, its own URL variable
 * (the custom domain once one is set, else the netlify.app address). Without the slash at the end.
 */
export function siteAddress(recordUrl: string, env: Env): string {
  const record = recordUrl.replace(/\/+$/, '');
  const host = env.HOST_SITE_URL?.trim() || (env.NETLIFY === 'true' ? env.URL?.trim() : '');
  const chosen = env.NEXT_PUBLIC_SITE_URL?.trim() || (record !== exampleSiteUrl ? record : '') || host || record;
  return chosen.replace(/\/+$/, '');
}
