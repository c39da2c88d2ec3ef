export type LeadProviderName = 'formsubmit' | 'web3forms' | 'formspree' | 'basin' | 'netlify' | 'webhook';
export interface LeadProviderEntry {
  origin: string | null;
  needs: string[];
}
export const leadProviders: Record<LeadProviderName, LeadProviderEntry>;
export const defaultLeadProvider: 'formsubmit';
export function leadProviderName(value: string | undefined): LeadProviderName;
