import { experienceLabel } from '@/lib/experience';
import { paymentMethodsText } from '@/lib/format-list';
import { formatUsd, priceRangeText } from '@/lib/price';
import type { PriceRange } from './pricing';
import type { ContentProblem } from './problems';
import { fieldPath } from './problems';
import type { Business } from './schemas/business';
import type { ServiceAreaRecord } from './schemas/service-area';
import { countyList, countySpan } from './service-area-words';

/**
 * Words in the data files that stand for a fact kept elsewhere, so a text never repeats (and
 * never contradicts) the phone number, a price or the years in business: "call {phone}" is
 * built with the number from the business record. OWNER.md lists them (docs/decisions/072).
 */
export interface TokenFacts {
  business: Business;
  serviceArea: ServiceAreaRecord;
  /** The cities with a page of their own, in menu order. */
  cityNames: readonly string[];
  prices: Record<string, PriceRange>;
  tripCharge: number;
  inspectionPoints: number;
  now?: Date;
}

export function tokenValues({
  business,
  serviceArea,
  cityNames,
  prices,
  tripCharge,
  inspectionPoints,
  now,
}: TokenFacts): Record<string, string> {
  return {
    name: business.name,
    legalName: business.legalName,
    phone: business.phone.display,
    email: business.email,
    foundedYear: String(business.foundedYear),
    experience: experienceLabel(business.foundedYear, now),
    serviceArea: serviceArea.summary,
    regionName: serviceArea.regionName,
    countyList: countyList(serviceArea),
    countySpan: countySpan(serviceArea),
    cityNames: new Intl.ListFormat('en-US').format(cityNames),
    office: business.address.locality,
    hours: business.hours.label,
    days: business.hours.days,
    emergencyHours: business.emergency.availability,
    arrivalWindow: business.emergency.arrivalWindow,
    rating: String(business.rating.value),
    reviewCount: String(business.rating.count),
    paymentMethods: paymentMethodsText(business.payment.methods),
    warranty: business.warranty.label,
    warrantyDetail: business.warranty.detail,
    emergencyPricing: business.payment.emergencyPricing,
    offerPercent: String(business.offer.percent),
    inspection: `${inspectionPoints}-point inspection`,
    tripCharge: formatUsd(tripCharge),
    ...Object.fromEntries(Object.entries(prices).map(([slug, range]) => [`price:${slug}`, priceRangeText(range)])),
  };
}

const tokenPattern = /\{([a-zA-Z]+(?::[a-z0-9-]+)?)\}/g;

/** Every string in `data` with its tokens filled in; an unknown token is a problem of that field. */
export function fillTokens<T>(data: T, values: Record<string, string>, file: string, problems: ContentProblem[]): T {
  const walk = (value: unknown, path: PropertyKey[]): unknown => {
    if (typeof value === 'string') {
      return value.replace(tokenPattern, (whole, name: string) => {
        if (Object.hasOwn(values, name)) return values[name];
        problems.push({
          file,
          field: fieldPath(path),
          message: `${whole} is not a word the site can fill in (known: ${Object.keys(values)
            .map((k) => `{${k}}`)
            .join(', ')})`,
        });
        return whole;
      });
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key])]));
    return value;
  };
  return walk(data, []) as T;
}
