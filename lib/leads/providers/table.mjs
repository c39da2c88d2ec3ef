// The delivery services a build can send its leads to, as plain data: the site's code
// (lib/leads/providers/*.ts), the security policy (scripts/host/policy.mjs) and the owner's
// scripts (scripts/owner/leads-check.ts) all read this one table. Plain ESM without import.meta so
// Next, Jest, Playwright and Node can all import it. See docs/decisions/040-lead-providers.md.

/**
 * origin: where the browser posts (connect-src and form-action); null when the site posts to
 * itself (Netlify) or to an address only the build knows (webhook: NEXT_PUBLIC_LEAD_ENDPOINT).
 */
export const leadProviders = {
  formsubmit: { origin: 'https://formsubmit.co', needs: [] },
  web3forms: { origin: 'https://api.web3forms.com', needs: ['NEXT_PUBLIC_LEAD_ACCESS_KEY'] },
  formspree: { origin: 'https://formspree.io', needs: ['NEXT_PUBLIC_LEAD_FORM_ID'] },
  basin: { origin: 'https://usebasin.com', needs: ['NEXT_PUBLIC_LEAD_FORM_ID'] },
  netlify: { origin: null, needs: [] },
  webhook: { origin: null, needs: ['NEXT_PUBLIC_LEAD_ENDPOINT'] },
};

export const defaultLeadProvider = 'formsubmit';

/**
 * The provider a build uses: NEXT_PUBLIC_LEAD_PROVIDER, or FormSubmit. The name must be spelt
 * exactly (the client code compares the inlined value), and an unknown one fails the build.
 */
export function leadProviderName(value) {
  const name = value ?? '';
  if (!name) return defaultLeadProvider;
  if (!Object.hasOwn(leadProviders, name)) {
    throw new Error(`NEXT_PUBLIC_LEAD_PROVIDER="${value}" is not one of ${Object.keys(leadProviders).join(', ')}`);
  }
  return name;
}
