// `npm run leads:check`: sends ONE clearly marked test lead to the delivery service this build
// is configured for (the same NEXT_PUBLIC_LEAD_* variables as `npm run build`) and says what
// happened, using the site's own adapter (lib/leads/providers) to encode the lead and read the
// answer. Exit 0 only when the service says it delivered; 1 otherwise.
//   NEXT_PUBLIC_LEAD_PROVIDER=web3forms NEXT_PUBLIC_LEAD_ACCESS_KEY=... npm run leads:check
import type { FormDefinition } from '@/content/forms';
import { business } from '@/lib/content/business';
import { buildLeadPayload, encodeLead } from '@/lib/leads/payload';
import { leadProvider } from '@/lib/leads/providers';
import { leadProviderName, leadProviders } from '@/lib/leads/providers/table';

const name = leadProviderName(process.env.NEXT_PUBLIC_LEAD_PROVIDER) as keyof typeof leadProviders;
const provider = leadProvider();

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

const configured = process.env.NEXT_PUBLIC_LEAD_ENDPOINT?.trim() || provider.endpoint();
// Netlify posts to the site itself.
const endpoint = new URL(configured, `${business.siteUrl}/`).href;
const stamp = new Date().toISOString();
const form: FormDefinition = {
  id: 'leads-check',
  source: 'TEST - npm run leads:check',
  subject: `TEST lead from npm run leads:check (${stamp}) - please ignore`,
  submitLabel: 'Send',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'homeLead',
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
  provider,
);
const { body, headers } = encodeLead(payload);

async function send(): Promise<void> {
  console.log(`leads:check: sending one test lead to ${name} at ${endpoint}`);
  let status: number;
  let text: string;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(Number(process.env.LEADS_CHECK_TIMEOUT_MS) || 20_000),
    });
    status = response.status;
    text = await response.text();
  } catch (caught) {
    const error = caught as Error & { cause?: { code?: string; message?: string } };
    console.log(`UNREACHABLE: no answer from ${endpoint} (${error.cause?.code ?? error.name}: ${error.cause?.message ?? error.message}).`);
    console.log('Check the address, your connection and that the service is up; nothing was delivered.');
    process.exit(1);
  }

  const outcome = provider.read(status, text);
  if (outcome.kind === 'delivered') {
    console.log(`DELIVERED: ${name} accepted the test lead (HTTP ${status}). Look for "${form.subject}" in the inbox (and spam).`);
    process.exit(0);
  }
  const said = outcome.message ? `\n  The service said: ${outcome.message}` : '';
  if (outcome.kind === 'needs-activation') {
    console.log(`NEEDS ACTIVATION: ${name} is holding leads back (HTTP ${status}).${said}\n  What to do: ${activationSteps[name]}`);
  } else if (outcome.kind === 'rate-limited') {
    console.log(
      `REJECTED (rate limited): ${name} is refusing for now (HTTP ${status}).${said}\n  Wait a few minutes and run this check again.`,
    );
  } else if (outcome.kind === 'server-error') {
    console.log(
      `REJECTED (service error): ${name} failed on its side (HTTP ${status}).${said}\n  Try again later; if it persists, check the service's status page.`,
    );
  } else {
    console.log(`REJECTED: ${name} did not accept the test lead (HTTP ${status}).${said}`);
  }
  process.exit(1);
}

void send();
