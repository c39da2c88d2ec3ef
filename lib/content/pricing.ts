import type { ServiceSlug } from '@/lib/content/services';
import { data } from '@/lib/content/generated/pricing';

export interface PriceRange {
  /** Whole US dollars. */
  min: number;
  max: number;
  /** The largest jobs cost more than max: "over $500". */
  openEnded?: boolean;
}

export type ServicePrice = (typeof data.services)[number];

/**
 * The price guide (content/pricing.json). Every dollar figure the site shows (the /pricing
 * page, the FAQ's cost answer, each service page's price line, the price JSON-LD) reads it.
 */
export const pricing = {
  ...data,
  services: Object.fromEntries(data.services.map((price) => [price.service, price])) as Record<ServiceSlug, ServicePrice>,
};

export function servicePrice(slug: ServiceSlug): ServicePrice {
  return pricing.services[slug];
}
