// The rules of `npm run launch:check` (scripts/launch-check.mjs), as pure functions over the
// content records: what counts as a placeholder the build would still ship.
export const placeholderName = 'Example Garage Door Co.';
export const defaultSiteUrl = 'https://www.example.com';
const fictionalNumber = /(?:\b|1)555-?01\d\d\b|\+?1?\(?\d{3}\)?[\s.-]?555[\s.-]?01\d\d|^1?\d{3}55501\d\d$/;
const exampleDomain = /(^|[@./])example\.(com|org|net)\b/i;

/** Every string leaf of a record, with its path (`phone.display`, `social[0].url`). */
function strings(value, at = '') {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

/** What in the business record is still the shipped placeholder. */
export function businessProblems(business) {
  const problems = [];
  if (business.placeholder !== false) problems.push('content/business.ts: `placeholder` is still true (set it to false once the details below are real)');
  if (business.name === placeholderName) problems.push(`content/business.ts: name is the placeholder "${placeholderName}"`);
  if (/example/i.test(business.legalName ?? '')) problems.push(`content/business.ts: legalName is the placeholder "${business.legalName}"`);
  for (const [at, value] of strings(business)) {
    if (fictionalNumber.test(value)) problems.push(`content/business.ts: ${at} is a fictional 555-01xx number (${value})`);
  }
  for (const [at, value] of strings(business)) {
    if (at === 'siteUrl') continue;
    if (exampleDomain.test(value)) problems.push(`content/business.ts: ${at} is an example.com address (${value})`);
  }
  if ((business.siteUrl ?? '').replace(/\/+$/, '') === defaultSiteUrl || exampleDomain.test(business.siteUrl ?? '')) {
    problems.push(`site address is the default ${business.siteUrl} (set siteUrl in content/business.ts or NEXT_PUBLIC_SITE_URL at build time)`);
  }
  if (!business.licenseNumber?.trim()) problems.push('content/business.ts: licenseNumber is empty (the state contractor licence number)');
  const profiles = business.reviewProfiles ?? [];
  if (profiles.length === 0) problems.push('content/business.ts: reviewProfiles is empty (add the Google review profile)');
  for (const [index, profile] of profiles.entries()) {
    for (const key of ['url', 'writeUrl']) {
      const value = profile[key] ?? '';
      if (!value.trim()) problems.push(`content/business.ts: reviewProfiles[${index}] (${profile.network}) has no ${key}`);
      else if (/PLACEHOLDER/i.test(value) || exampleDomain.test(value) || /query=Example\+/i.test(value)) {
        problems.push(`content/business.ts: reviewProfiles[${index}] (${profile.network}) ${key} is a placeholder (${value})`);
      }
    }
  }
  return problems;
}

/**
 * Picture records ({ src, alt, ... }) that are drawings, not photos: `source: 'artwork'` where the
 * record says so; records without `source` count as artwork unless their file is an owner's
 * photo under /images/photos/ (where the README tells the owner to put them).
 */
export function artworkProblems(modules) {
  const seen = new Map();
  const visit = (value, file, at, depth) => {
    if (!value || typeof value !== 'object' || depth > 12) return;
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, file, `${at}[${index}]`, depth + 1));
    if (typeof value.src === 'string' && (typeof value.alt === 'string' || 'source' in value)) {
      const artwork = value.source ? value.source === 'artwork' : !value.src.startsWith('/images/photos/');
      if (artwork && !seen.has(value.src)) seen.set(value.src, `${file}: ${at || 'picture'} is placeholder artwork (${value.src}); replace it with a photo of a real job`);
    }
    for (const [key, item] of Object.entries(value)) visit(item, file, at ? `${at}.${key}` : key, depth + 1);
  };
  for (const [file, exports] of modules) for (const [name, value] of Object.entries(exports)) visit(value, file, name, 0);
  return [...seen.values()];
}

/**
 * Other records that carry the owner's `placeholder: true` mark until confirmed (the price guide's
 * ranges, for one). The business record has its own, more detailed rules above.
 */
export function markedPlaceholders(modules) {
  const problems = [];
  for (const [file, exports] of modules) {
    if (file.replace(/\\/g, '/') === 'content/business.ts') continue;
    for (const [name, value] of Object.entries(exports)) {
      if (value && typeof value === 'object' && !Array.isArray(value) && value.placeholder === true) {
        problems.push(`${file}: ${name} is marked placeholder (confirm or replace its figures, then set placeholder to false)`);
      }
    }
  }
  return problems;
}
