import { sessionStore, storedKeys } from '@/lib/browser/storage';

/**
 * Lead attribution: the campaign (UTM parameters) and referrer a visit arrived with. Captured
 * once when the visit lands and kept in sessionStorage, so a lead sent three pages later still
 * says where the visitor came from. Storage may be blocked: then it lives in memory for the page.
 */
export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

type AttributionKey = (typeof utmKeys)[number] | 'referrer';
export type Attribution = Partial<Record<AttributionKey, string>>;

const attributionStorageKey = storedKeys.attribution.key;
const maxValueLength = 300;

let inMemory: Attribution | undefined;

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, maxValueLength) : undefined;
}

/** The UTM parameters of a landing URL and an external referrer; empty values are left out. */
export function parseAttribution(href: string, referrer: string): Attribution {
  const url = new URL(href);
  const found: Attribution = {};
  for (const key of utmKeys) {
    const value = clean(url.searchParams.get(key));
    if (value) found[key] = value;
  }
  const from = clean(referrer);
  // Moving between the site's own pages is not where the visit came from.
  if (from && !from.startsWith(url.origin)) found.referrer = from;
  return found;
}

function save(value: Attribution): void {
  inMemory = value;
  sessionStore.writeObject(attributionStorageKey, value);
}

/** Reads what this visit landed with, or an empty record when nothing was captured. */
export function readAttribution(): Attribution {
  const stored = sessionStore.readObject(attributionStorageKey);
  return stored ? pick(stored) : (inMemory ?? {});
}

function pick(record: Record<string, unknown>): Attribution {
  const result: Attribution = {};
  for (const key of [...utmKeys, 'referrer'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value) result[key] = value.slice(0, maxValueLength);
  }
  return result;
}

/**
 * Call once per page load. The first landing of the visit is kept; a later landing that
 * carries new UTM parameters (another campaign link clicked) replaces it.
 */
export function captureAttribution(href: string, referrer: string): Attribution {
  const landing = parseAttribution(href, referrer);
  const hasCampaign = utmKeys.some((key) => landing[key]);
  const raw = sessionStore.read(attributionStorageKey);
  const landedBefore = raw === undefined ? inMemory !== undefined : raw !== null;
  if (hasCampaign || !landedBefore) {
    save(landing);
    return landing;
  }
  return readAttribution();
}
