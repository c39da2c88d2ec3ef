import { basin } from './basin';
import { formspree } from './formspree';
import { formsubmit } from './formsubmit';
import { netlify } from './netlify';
import { leadProviderName } from './table.mjs';
import type { LeadProvider } from './types';
import { web3forms } from './web3forms';
import { webhook } from './webhook';

export type { LeadEncoding, LeadFields, LeadOutcome, LeadProvider } from './types';

// next.config.mjs always defines NEXT_PUBLIC_LEAD_PROVIDER, so this comparison is between
// literals in the browser bundle and the minifier keeps only the chosen branch.
const chosen = process.env.NEXT_PUBLIC_LEAD_PROVIDER;
leadProviderName(chosen);

/** The delivery service this build sends its leads to (NEXT_PUBLIC_LEAD_PROVIDER, FormSubmit by default). */
export const leadProvider: LeadProvider =
  chosen === 'web3forms'
    ? web3forms
    : chosen === 'formspree'
      ? formspree
      : chosen === 'basin'
        ? basin
        : chosen === 'netlify'
          ? netlify
          : chosen === 'webhook'
            ? webhook
            : formsubmit;
