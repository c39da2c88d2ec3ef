import { timeLabel } from '@/lib/booking/clock';
import { minutesOf } from '@/lib/booking/settings';
import { experienceYears } from '@/lib/facts/experience';
import { type Locale, languageTags } from '@/lib/i18n/locale';
import { fill, opensSentence, sentenceStart } from '../../lib/content/fill';
import type { PriceRange } from '../../lib/facts/price';
import type { ContentProblem } from './problems';
import { fieldPath } from './problems';
import { type AnySchema, walkStrings } from '../../lib/content/schema-walk';
import type { Business } from '../../lib/content/schemas/business';
import type { ServiceAreaRecord } from '../../lib/content/schemas/service-area';
import type { Phrases, SiteWords } from '../../lib/content/schemas/site';
import { phoneLanguage, replySentence } from '../../lib/content/spanish-reply';
import { countyList, countySpan } from '../../lib/content/service-area-words';

/**
 * Words in the data files that stand for a fact kept elsewhere, so a text never repeats (and
 * never contradicts) the phone number, a price or the years in business: "call {phone}" is
 * built with the number from the business record. OWNER.md lists them (docs/decisions/072).
 */
export interface TokenFacts {
  business: Business;
  serviceArea: ServiceAreaRecord;
  /** The cities with a page of their own. */
  cityNames: readonly string[];
  prices: Record<string, PriceRange>;
  tripCharge: number;
  inspectionPoints: number;
  /** The language the texts are in, and its way of saying the derived phrases. */
  locale: Locale;
  phrases: Phrases;
  /** How the site names languages and channels: {reply} and {phoneLanguage}. */
  language: SiteWords['language'];
  now?: Date;
}

export function tokenValues({
  business,
  serviceArea,
  cityNames,
  prices,
  tripCharge,
  inspectionPoints,
  locale,
  phrases,
  language,
  now,
}: TokenFacts): Record<string, string> {
  const tag = languageTags[locale];
  const usd = (amount: number) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
  const lower = (list: readonly string[]) => list.map((item) => item.toLowerCase());
  return {
    name: business.name,
    legalName: business.legalName,
    phone: business.phone.display,
    email: business.email,
    foundedYear: String(business.foundedYear),
    experience: fill(phrases.experience, { years: String(experienceYears(business.foundedYear, now)) }),
    serviceArea: serviceArea.summary,
    regionName: serviceArea.regionName,
    countyList: countyList(serviceArea, phrases),
    countySpan: countySpan(serviceArea, phrases),
    cityCount: String(cityNames.length),
    arrivalMiles: String(serviceArea.arrivalMiles),
    office: business.address.locality,
    hours: business.hours.label,
    days: business.hours.days,
    emergencyHours: business.emergency.availability,
    emergencyShortHours: business.emergency.shortHours,
    arrivalWindow: business.emergency.arrivalWindow,
    rating: String(business.rating.value),
    ratingBest: String(business.rating.best),
    reviewCount: String(business.rating.count),
    paymentMethods: new Intl.ListFormat(tag, { type: 'disjunction' }).format(lower(business.payment.methods)),
    warranty: business.warranty.label,
    warrantyDetail: business.warranty.detail,
    emergencyPricing: business.payment.emergencyPricing,
    offerPercent: String(business.offer.percent),
    inspection: fill(phrases.inspection, { count: String(inspectionPoints) }),
    inspectionPoints: String(inspectionPoints),
    textNumber: business.textNumber.display,
    licence: business.licence.number,
    licensed: business.claims.licensed,
    topRated: business.claims.topRated,
    sameDay: business.claims.sameDay,
    weekends: business.claims.weekends,
    freeEstimates: business.claims.freeEstimates,
    callBack: business.claims.callBack,
    reply: replySentence(business.spanish, language, tag),
    phoneLanguage: phoneLanguage(business.spanish, language),
    cutoff: fill(phrases.cutoff, { time: timeLabel(minutesOf(business.booking.sameDayCutoff), locale) }),
    tripCharge: usd(tripCharge),
    ...Object.fromEntries(
      Object.entries(prices).map(([slug, range]) => [
        `price:${slug}`,
        fill(range.openEnded ? phrases.priceRangeOpen : phrases.priceRange, { min: usd(range.min), max: usd(range.max) }),
      ]),
    ),
  };
}

/** A word in braces: `{phone}`, `{price:cable-repair}`, `{year:2004}`. */
export const tokenPattern = /\{([a-zA-Z]+(?::[a-z0-9-]+)?)\}/g;

/**
 * Every string in `data` with its tokens filled in; an unknown token is a problem of that field. A
 * token that opens a sentence starts with a capital ("{serviceArea}" is "de Spring Hill a Naples").
 * A field whose schema declares placeholders (`{zip}` in the ZIP checker's answer) keeps them for
 * the page to fill where it shows the text.
 */
export function fillTokens<T>(data: T, values: Record<string, string>, file: string, problems: ContentProblem[], schema?: AnySchema): T {
  return walkStrings(schema, data, (value, path, meta) =>
    value.replace(tokenPattern, (whole, name: string, offset: number) => {
      if (Object.hasOwn(values, name)) return opensSentence(value, offset) ? sentenceStart(values[name]) : values[name];
      // A year of something else (a storm, a law), kept as written whatever the year founded.
      const year = /^year:(\d{4})$/.exec(name)?.[1];
      if (year) return year;
      if (meta.placeholders?.includes(name)) return whole;
      const here = meta.placeholders?.length ? `; this text may also hold ${meta.placeholders.map((p) => `{${p}}`).join(', ')}` : '';
      problems.push({
        file,
        field: fieldPath(path),
        message: `${whole} is not a word the site can fill in (known: ${Object.keys(values)
          .filter((k) => !k.startsWith('price:'))
          .map((k) => `{${k}}`)
          .join(', ')}, {price:<service>}, {year:<a year>}${here})`,
      });
      return whole;
    }),
  ) as T;
}
