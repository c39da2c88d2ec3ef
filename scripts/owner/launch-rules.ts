import type { ContentFile, LoadedContent } from '../content/load';
import { emergencySlug } from '../../lib/content/collections';
import type { Finding } from './launch-report';
import { type AnySchema, childSchema, unwrap } from '../../lib/content/schema-walk';
import { isPlaceholderPlaceId } from '../../lib/facts/review-profile';
import { exampleSiteUrl } from '../content/site-address';

// The rules of `npm run launch:check`: what in the data files is still a placeholder the site
// shipped with. Each returns one line per problem, naming the file and the field.

export const placeholderName = 'Example Garage Door Co.';
const fictionalNumber = /(?:\b|1)555-?01\d\d\b|\+?1?\(?\d{3}\)?[\s.-]?555[\s.-]?01\d\d|^1?\d{3}55501\d\d$/;
const exampleDomain = /(^|[@./])example\.(com|org|net)\b/i;

/** Whether an address is on an example domain (example.com, .org, .net), as the site ships them. */
export const isExampleAddress = (value: string) => exampleDomain.test(value);

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

/** What a shipped example says, to find it in the file: a review's author, a promise, a figure. */
function exampleValue(record: Record<string, unknown>): string | undefined {
  const value = [
    record.author,
    record.handle,
    record.videoId,
    record.value !== undefined ? `${String(record.value)} from ${String(record.count)}` : undefined,
    record.percent !== undefined ? `${String(record.percent)}% off: ${(record.terms as string[]).join(', ')}` : undefined,
    record.opens !== undefined ? `${String(record.days)}, ${String(record.label)}` : undefined,
    record.label,
    record.availability,
    record.locality !== undefined ? `${String(record.locality)}, ${String(record.region)} ${String(record.postalCode)}` : undefined,
    Array.isArray(record.methods) ? record.methods.join(', ') : undefined,
  ].find((v) => v !== undefined);
  if (value !== undefined) return String(value);
  // Ticks (the Spanish channels): the ones ticked.
  const ticked = Object.entries(record).filter(([key, item]) => key !== 'sample' && item === true);
  if (ticked.length && Object.values(record).every((item) => typeof item === 'boolean'))
    return `ticked: ${ticked.map(([key]) => key).join(', ')}`;
  // A group of promises: each one, as the pages state it.
  const lines = Object.entries(record).filter(([key, item]) => key !== 'sample' && typeof item === 'string');
  return lines.length ? lines.map(([, item]) => `"${String(item)}"`).join(', ') : undefined;
}

/** Whether the owner may simply delete the example: an item of a list, or a field the file may leave out. */
function deletable(schema: AnySchema | undefined, path: PropertyKey[], data: unknown): boolean {
  if (typeof path.at(-1) === 'number') return true;
  let at: AnySchema | undefined = schema;
  let value = data;
  for (const key of path) {
    at = at && childSchema(at, key, value);
    value = (value as Record<PropertyKey, unknown>)?.[key];
  }
  return at ? unwrap(at).optional : false;
}

/** What a record or field says, kept short enough for a list. */
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * Records the site shipped as examples (`sample: true`): reviews, the rating, social profiles,
 * the video, and the promises, hours, address, warranty, payment and offer the pages state.
 * The advice is what the owner can do in the editor: confirm or change a promise, replace a
 * figure, and delete only what the record may do without.
 */
export function sampleProblems({ file, data }: ContentFile, schema?: AnySchema): Finding[] {
  return (
    objects(data)
      // The Spanish channels have their own line (spanishChannelProblems), which names each.
      .filter(([at, record]) => record.sample === true && !(at === 'spanish' && file === 'content/business.json'))
      .map(([at, record]) => {
        const what = exampleValue(record);
        const path = at
          .split(/\.|\[(\d+)\]/)
          .filter(Boolean)
          .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
        const [advice, kind] = deletable(schema, path, data)
          ? ['replace it with your own, or delete it', 'Examples the site shipped with; replace each with your own, or delete it']
          : record.author
            ? [
                `replace it with a real customer's words, then untick "Example content"`,
                `Example reviews the site shipped with; replace each with a real customer's words, then untick "Example content"`,
              ]
            : [
                'confirm it is true for your business or change it, then untick "Example content"',
                'Examples the site shipped with; confirm each is true for your business or change it, then untick "Example content"',
              ];
        return {
          line: `${file}: ${at} is an example the site shipped with${what === undefined ? '' : ` (${what})`}; ${advice}`,
          kind,
          file,
          item: what === undefined ? at : `${at}: ${short(what)}`,
        };
      })
  );
}

/** Pictures recorded as drawings (`source: 'artwork'`): a brand's tile becomes its logo, any other a photo of a real job. */
export function artworkProblems({ file, data }: ContentFile): Finding[] {
  return objects(data)
    .filter(([, record]) => record.source === 'artwork')
    .map(([at, record]) =>
      record.logo
        ? {
            line: `${file}: ${at} is placeholder artwork (${String(record.logo)}); replace it with ${String(record.name)}'s own logo (from the brand's dealer or press kit)`,
            kind: "Placeholder brand tiles; replace each with the brand's own logo (from the brand's dealer or press kit)",
            file,
            item: `${at}: ${String(record.name)}`,
          }
        : {
            line: `${file}: ${at} is placeholder artwork (${String(record.src)}); replace it with a photo of a real job`,
            kind: 'Placeholder artwork; replace each with a photo of a real job',
            file,
            item: at,
          },
    );
}

/** Other records that carry `placeholder: true` until the owner confirms them (the price guide). */
export function markedPlaceholders({ file, data }: ContentFile): Finding[] {
  return (data as Record<string, unknown>).placeholder === true
    ? [{ line: `${file}: placeholder is still ticked (confirm or replace its figures, then untick it)` }]
    : [];
}

/** Services added without a price: their pages show none, and the price guide leaves them out, until the owner adds one. */
export function unpricedServices(loaded: LoadedContent): Finding[] {
  const pricing = loaded.pricing.files[0];
  if (!pricing) return [];
  const priced = new Set(pricing.data.services.map((price) => price.service));
  return [...loaded.services.files, ...loaded[emergencySlug].files]
    .filter(({ slug }) => !priced.has(slug))
    .map(({ file, slug }) => ({
      line: `${file}: has no price in ${pricing.file}: its page shows no price line and the price guide leaves it out until you add one under Prices (service "${slug}")`,
      kind: `Services without a price in ${pricing.file}: their pages show none until you add one under Prices`,
      file,
    }));
}

const messageChannels = [
  { key: 'whatsapp', name: 'WhatsApp', number: 'whatsappNumber' },
  { key: 'text', name: 'text messages', number: 'textNumber' },
] as const;

/**
 * While the Spanish channels are the example the site shipped with: which channel Spanish pages
 * offer first and on which number (an empty one is the main line), and that calls are said to be
 * answered in English, for the owner to confirm or change (docs/decisions/110-two-languages.md).
 */
export function spanishChannelProblems(file: string, business: Record<string, unknown>): Finding[] {
  const spanish = business.spanish as Record<string, boolean> | undefined;
  if (!spanish || spanish.sample !== true) return [];
  const phone = String(business.phone);
  const ticked = messageChannels.filter(({ key }) => spanish[key]);
  const answered = [...ticked.map(({ name }) => name), ...(spanish.email ? ['e-mail'] : []), ...(spanish.phone ? ['calls'] : [])];
  const empty = ticked.filter(({ number }) => !business[number]).map(({ number }) => number);
  const first = spanish.phone ? 'the phone' : (ticked[0]?.name ?? 'the phone, said to be answered in English');
  const where = empty.length
    ? `; ${empty.join(' and ')} ${empty.length > 1 ? 'are' : 'is'} empty, so those messages go to the main line ${phone}`
    : '';
  return [
    {
      line: `${file}: spanish is the example the site shipped with (answered in Spanish: ${answered.join(', ') || 'nothing'}${spanish.phone ? '' : '; calls in English'}): Spanish pages offer ${first} first${where}. Tick only the channels a Spanish speaker answers, fill in their numbers under Business details (or leave them empty if the main line takes them), then untick "Example content"`,
    },
  ];
}
