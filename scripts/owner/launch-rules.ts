import type { ContentFile } from '../../lib/content/load';
import { isPlaceholderPlaceId } from '../../lib/review-profile';
import { exampleSiteUrl } from '../../lib/site-address';

// The rules of `npm run launch:check`: what in the data files is still a placeholder the site
// shipped with. Each returns one line per problem, naming the file and the field.

export const placeholderName = 'Example Garage Door Co.';
const fictionalNumber = /(?:\b|1)555-?01\d\d\b|\+?1?\(?\d{3}\)?[\s.-]?555[\s.-]?01\d\d|^1?\d{3}55501\d\d$/;
const exampleDomain = /(^|[@./])example\.(com|org|net)\b/i;

/** Every leaf of a record with its path (`phone.display`, `social[0].url`). */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key));
  return [[at, value]];
}

/** Every object inside a record with its path. */
function objects(value: unknown, at = ''): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objects(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return [[at, record], ...Object.entries(record).flatMap(([key, item]) => objects(item, at ? `${at}.${key}` : key))];
  }
  return [];
}

export interface BusinessFacts {
  placeholder: boolean;
  name: string;
  legalName: string;
  siteUrl: string;
  licenseNumber: string;
  googlePlaceId: string;
  reviewProfiles: { network: string; url: string; writeUrl: string }[];
}

/** What in the business record is still the shipped placeholder. */
export function businessProblems(file: string, business: BusinessFacts & Record<string, unknown>, siteUrl = business.siteUrl): string[] {
  const problems: string[] = [];
  if (business.placeholder !== false) problems.push(`${file}: placeholder is still ticked (untick it once the details below are real)`);
  if (business.name === placeholderName) problems.push(`${file}: name is the placeholder "${placeholderName}"`);
  if (/example/i.test(business.legalName)) problems.push(`${file}: legalName is the placeholder "${business.legalName}"`);
  for (const [at, value] of leaves(business)) {
    if (typeof value !== 'string') continue;
    if (fictionalNumber.test(value)) problems.push(`${file}: ${at} is a fictional 555-01xx number (${value})`);
    else if (at !== 'siteUrl' && !at.startsWith('social') && exampleDomain.test(value))
      problems.push(`${file}: ${at} is an example.com address (${value})`);
  }
  if (siteUrl.replace(/\/+$/, '') === exampleSiteUrl || exampleDomain.test(siteUrl)) {
    problems.push(`site address is the default ${siteUrl} (set siteUrl in ${file} or NEXT_PUBLIC_SITE_URL at build time)`);
  }
  if (!business.licenseNumber.trim()) problems.push(`${file}: licenseNumber is empty (the state contractor licence number)`);
  if (isPlaceholderPlaceId(business.googlePlaceId))
    problems.push(
      `${file}: googlePlaceId is a placeholder (${business.googlePlaceId}): the review links search Google Maps instead of opening your profile`,
    );
  for (const [index, profile] of business.reviewProfiles.entries()) {
    for (const key of ['url', 'writeUrl'] as const) {
      const value = profile[key];
      if (/PLACEHOLDER/i.test(value) || exampleDomain.test(value) || /query=Example\+/i.test(value)) {
        problems.push(`${file}: reviewProfiles[${index}] (${profile.network}) ${key} is a placeholder (${value})`);
      }
    }
  }
  return problems;
}

/** Records the site shipped as examples (`sample: true`): reviews, the rating, social profiles, the video. */
export function sampleProblems({ file, data }: ContentFile): string[] {
  return objects(data)
    .filter(([, record]) => record.sample === true)
    .map(([at, record]) => {
      const what = [
        record.author,
        record.handle,
        record.videoId,
        record.value !== undefined ? `${record.value} from ${record.count}` : undefined,
      ].find((v) => v !== undefined);
      return `${file}: ${at} is an example the site shipped with${what === undefined ? '' : ` (${String(what)})`}; replace it with your own, or delete it`;
    });
}

/** Pictures recorded as drawings (`source: 'artwork'`) that stand in for photos of real jobs. */
export function artworkProblems({ file, data }: ContentFile): string[] {
  return objects(data)
    .filter(([, record]) => record.source === 'artwork')
    .map(
      ([at, record]) =>
        `${file}: ${at} is placeholder artwork (${String(record.src ?? record.logo)}); replace it with a photo of a real job`,
    );
}

/** Other records that carry `placeholder: true` until the owner confirms them (the price guide). */
export function markedPlaceholders({ file, data }: ContentFile): string[] {
  return (data as Record<string, unknown>).placeholder === true
    ? [`${file}: placeholder is still ticked (confirm or replace its figures, then untick it)`]
    : [];
}
