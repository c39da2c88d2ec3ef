import type { ServiceSlug } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { data, es } from '@/lib/content/generated/pricing';
import { byLocale } from './by-locale';

export type ServicePrice = (typeof data.services)[number];

/**
 * The price guide (content/pricing.json). Every dollar figure the site shows (the /pricing
 * page, the FAQ's cost answer, each service page's price line, the price JSON-LD) reads it.
 * A service the owner has added without a price yet has none: its page shows no price line,
 * the guide leaves it out, and launch:check lists it.
 */
const recordIn = byLocale('pricing', data, es);

export function pricingIn(locale: Locale) {
  const record = recordIn(locale);
  return {
    ...record,
    services: Object.fromEntries(record.services.map((price) => [price.service, price])) as Partial<Record<ServiceSlug, ServicePrice>>,
  };
}

export const pricing = pricingIn('en');

export function servicePrice(slug: ServiceSlug, locale: Locale = 'en'): ServicePrice | undefined {
  return pricingIn(locale).services[slug];
}
