import { basin } from './basin';
import { formspree } from './formspree';
import { formsubmit } from './formsubmit';
import { netlify } from './netlify';
import type { FormDefinition } from '@/lib/forms/types';
import type { LeadProvider } from './types';
import { web3forms } from './web3forms';
import { webhook } from './webhook';

export type { LeadEncoding, LeadFields, LeadProvider, ServiceAnswer } from './types';

/**
 * The delivery service this build sends its leads to (NEXT_PUBLIC_LEAD_PROVIDER, FormSubmit by
 * default). next.config.mjs always defines the variable (and refuses an unknown name), so in the
 * browser bundle this compares literals and only the chosen adapter is kept.
 */
export function leadProvider(): LeadProvider {
  const chosen = process.env.NEXT_PUBLIC_LEAD_PROVIDER;
  return chosen === 'web3forms'
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
}

/** The field photos travel in with this build's service, or undefined where it takes no files (no photo input then). */
export function photoField(provider: LeadProvider = leadProvider()): string | undefined {
  return provider.acceptsFiles ? provider.fileField : undefined;
}

/** A NEXT_PUBLIC_ build setting, trimmed; undefined when unset or blank. Next inlines each by its literal name. */
export function buildSetting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Where a form posts without JavaScript: the service's plain address, which returns the visitor to the thank-you page. */
export function leadFallbackEndpoint(form: Pick<FormDefinition, 'thankYouPath'>): string {
  return buildSetting(process.env.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT) ?? leadProvider().fallbackAction(form);
}
