// The delivery services a build can send its leads to, as plain data: the site's code
// (lib/leads/providers/*.ts), the security policy (scripts/host/policy.ts) and the owner's checks
// (scripts/owner/leads-check.ts) all read this one table. next.config.mjs, plain JavaScript, reads
// their names from names.json beside it, which must list these keys in this order (a unit test
// holds them together). See docs/decisions/040-lead-providers.md.

export interface LeadProviderEntry {
  /**
   * Where the browser posts (connect-src and form-action); null when the site posts to itself
   * (Netlify) or to an address only the build knows (webhook: NEXT_PUBLIC_LEAD_ENDPOINT).
   */
  origin: string | null;
  /** The build settings the service cannot work without. */
  needs: string[];
  /** The company that receives the leads, as the privacy policy names it; null for the owner's own webhook. */
  service: { name: string; site: string } | null;
}

export const leadProviders = {
  formsubmit: { origin: 'https://formsubmit.co', needs: [], service: { name: 'FormSubmit', site: 'formsubmit.co' } },
  web3forms: {
    origin: 'https://api.web3forms.com',
    needs: ['NEXT_PUBLIC_LEAD_ACCESS_KEY'],
    service: { name: 'Web3Forms', site: 'web3forms.com' },
  },
  formspree: { origin: 'https://formspree.io', needs: ['NEXT_PUBLIC_LEAD_FORM_ID'], service: { name: 'Formspree', site: 'formspree.io' } },
  basin: { origin: 'https://usebasin.com', needs: ['NEXT_PUBLIC_LEAD_FORM_ID'], service: { name: 'Basin', site: 'usebasin.com' } },
  netlify: { origin: null, needs: [], service: { name: 'Netlify Forms', site: 'netlify.com' } },
  webhook: { origin: null, needs: ['NEXT_PUBLIC_LEAD_ENDPOINT'], service: null },
} satisfies Record<string, LeadProviderEntry>;

export type LeadProviderName = keyof typeof leadProviders;

/**
 * The provider a build uses: NEXT_PUBLIC_LEAD_PROVIDER, or FormSubmit. The name must be spelt
 * exactly (the client code compares the inlined value), and an unknown one fails the build.
 */
export function leadProviderName(value: string | undefined): LeadProviderName {
  const name = value ?? '';
  if (!name) return 'formsubmit';
  if (!Object.hasOwn(leadProviders, name)) {
    throw new Error(`NEXT_PUBLIC_LEAD_PROVIDER="${value}" is not one of ${Object.keys(leadProviders).join(', ')}`);
  }
  return name as LeadProviderName;
}
