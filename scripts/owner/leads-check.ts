// `npm run leads:check`: sends ONE clearly marked test lead to the delivery service this build
// is configured for (the same NEXT_PUBLIC_LEAD_* variables as `npm run build`) and says what
// happened. It sends through the site's own sendLead (lib/leads/send.ts: the same address, time
// limit, encoding and reading of the answer as every form). Exit 0 only when the service says it
// delivered; 1 otherwise.
//   NEXT_PUBLIC_LEAD_PROVIDER=web3forms NEXT_PUBLIC_LEAD_ACCESS_KEY=... npm run leads:check
import { business } from '@/lib/content/business';
import { homeLeadForm } from '@/lib/forms/definitions';
import { thankYouPath } from '@/lib/forms/resolve';
import type { FormDefinition } from '@/lib/forms/types';
import { buildLeadPayload } from '@/lib/leads/payload';
import { leadProviderName, leadProviders } from '@/lib/leads/providers/table';
import { leadEndpoint, type LeadResult, leadTimeoutMs, sendLead } from '@/lib/leads/send';
import { isExampleAddress } from './launch-rules';

const name = leadProviderName(process.env.NEXT_PUBLIC_LEAD_PROVIDER);

/** What the owner does when the service holds leads back until an account step is done. */
const activationSteps: Record<keyof typeof leadProviders, string> = {
  formsubmit: `Open the inbox of ${business.email}, find the e-mail titled like "Action Required: Activate FormSubmit" (look in spam too) and click "Activate Form". Then run this check again.`,
  web3forms:
    'Sign in at https://web3forms.com, check that NEXT_PUBLIC_LEAD_ACCESS_KEY is the key of this site and that its e-mail address is confirmed, rebuild, then run this check again.',
  formspree:
    'Sign in at https://formspree.io, confirm the e-mail address the form sends to and make sure the form NEXT_PUBLIC_LEAD_FORM_ID is active, then run this check again.',
  basin:
    'Sign in at https://usebasin.com, confirm the e-mail address of the form NEXT_PUBLIC_LEAD_FORM_ID and make sure it is enabled, then run this check again.',
  netlify:
    'In the Netlify UI open Forms and enable form detection, then deploy again (the deploy must include out/__forms.html), then run this check again with NEXT_PUBLIC_SITE_URL set to the live site.',
  webhook:
    'Your endpoint asked to be verified or enabled: finish that step in the tool that owns it (Zapier, Make, your function), then run this check again.',
};

const missing = (leadProviders[name].needs as readonly string[]).filter((key) => !process.env[key]?.trim());
if (missing.length && !process.env.NEXT_PUBLIC_LEAD_ENDPOINT?.trim()) {
  console.error(`leads:check: ${name} needs ${missing.join(' and ')}; set it as you do for npm run build.`);
  process.exit(1);
}

// The site's own address for leads; Netlify's is a page of the site itself.
const endpoint = new URL(leadEndpoint(), `${business.siteUrl}/`).href;
const stamp = new Date().toISOString();
const form: FormDefinition = {
  id: 'leads-check',
  source: 'TEST - npm run leads:check',
  subject: `TEST lead from npm run leads:check (${stamp}) - please ignore`,
  submitLabel: 'Send',
  encoding: 'json',
  requiredMark: 'label',
  messages: homeLeadForm('en').messages,
  locale: 'en',
  thankYouPath: thankYouPath('en'),
  fields: [
    { name: 'fullName', label: 'Full name', type: 'text' },
    { name: 'phone', label: 'Phone', type: 'tel' },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'message', label: 'Message', type: 'textarea' },
  ],
};
const payload = buildLeadPayload(
  form,
  {
    fullName: 'TEST - leads:check',
    phone: business.phone.display,
    email: business.email,
    message: `Test lead sent by npm run leads:check at ${stamp} to check that leads reach you. Nothing to do.`,
  },
  { pagePath: '/leads-check' },
);

/** What the check says for each answer that is no delivery, with what to do next. */
function verdict(result: Extract<LeadResult, { status: 'failed' }>): string {
  const said = result.message ? `\n  The service said: ${result.message}` : '';
  const http = result.httpStatus ? ` (HTTP ${result.httpStatus})` : '';
  switch (result.answer) {
    case undefined:
      return result.reason === 'timeout'
        ? `UNREACHABLE: ${endpoint} did not answer within ${leadTimeoutMs() / 1000} s. Check the address, your connection and that the service is up; nothing was delivered.`
        : `UNREACHABLE: no answer from ${endpoint}. Check the address, your connection and that the service is up; nothing was delivered.`;
    case 'unconfirmed':
      return `NOT CONFIRMED: something answered${http}, but not in ${name}'s own words, so nothing says the lead arrived.${said}\n  Run this check from a network without a login page${name === 'netlify' ? ', with NEXT_PUBLIC_SITE_URL set to the live site (its thank-you page is the answer Netlify gives)' : ''}, and check NEXT_PUBLIC_LEAD_ENDPOINT if you set it.`;
    case 'needs-activation':
      return `NEEDS ACTIVATION: ${name} is holding leads back${http}.${said}\n  What to do: ${activationSteps[name]}`;
    case 'rate-limited':
      return `REJECTED (rate limited): ${name} is refusing for now${http}.${said}\n  Wait a few minutes and run this check again.`;
    case 'server-error':
      return `REJECTED (service error): ${name} failed on its side${http}.${said}\n  Try again later; if it persists, check the service's status page.`;
    default:
      return `REJECTED: ${name} did not accept the test lead${http}.${said}`;
  }
}

async function check(): Promise<void> {
  // FormSubmit delivers to the business e-mail: the shipped example address reaches nobody.
  if (name === 'formsubmit' && isExampleAddress(business.email)) {
    console.log(
      `NOTE: the business e-mail is still the example the site shipped with (${business.email}): FormSubmit would send every lead there, and nobody reads it. Put your own e-mail in content/business.json (Business details in the editor), rebuild and run this check again.`,
    );
  }
  console.log(`leads:check: sending one test lead to ${name} at ${endpoint}`);
  const result = await sendLead('leads-check', payload, { endpoint, isOnline: () => true });
  if (result.status === 'delivered') {
    console.log(`DELIVERED: ${name} accepted the test lead. Look for "${form.subject}" in the inbox (and spam).`);
    process.exit(0);
  }
  // Offline is never the answer here: the check counts itself online and lets the request fail.
  if (result.status === 'failed') console.log(verdict(result));
  process.exit(1);
}

void check();
