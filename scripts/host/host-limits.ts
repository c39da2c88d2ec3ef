// What Cloudflare Pages reads of the _headers and _redirects files (its documented limits, counted
// as its parser counts them): past a limit it skips rules without failing the deploy, so the
// build and the site checker fail instead. Netlify reads both files with no lower limit.

/** Cloudflare Pages: header rules a project may have. */
export const maxHeaderRules = 100;
/** Cloudflare Pages: characters in one line of either file. */
export const maxLineLength = 2000;
/** Cloudflare Pages: static redirects (no splat, no placeholder) and dynamic ones. */
export const maxStaticRedirects = 2000;
export const maxDynamicRedirects = 100;

const content = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

const longLines = (name: string, text: string) =>
  content(text)
    .filter((line) => line.length > maxLineLength)
    .map(
      (line) =>
        `${name} has a line of ${line.length} characters; Cloudflare Pages ignores lines over ${maxLineLength}: ${line.slice(0, 60)}...`,
    );

/** Problems of a _headers file with Cloudflare Pages' limits. */
export function headersLimitProblems(text: string): string[] {
  const rules = content(text).filter((line) => line.startsWith('/') || /^[^\s]+:\/\//.test(line)).length;
  const problems = longLines('_headers', text);
  if (rules > maxHeaderRules) problems.push(`_headers has ${rules} rules; Cloudflare Pages reads at most ${maxHeaderRules}`);
  return problems;
}

/**
 * Problems of a _redirects file with Cloudflare Pages' limits. Its parser counts a line as static
 * (path only) until the first splat or placeholder, and every line after that as dynamic; lines
 * it then rejects (Netlify's `301!`) count all the same.
 */
export function redirectsLimitProblems(text: string): string[] {
  let staticRules = 0;
  let dynamicRules = 0;
  for (const line of content(text)) {
    const from = line.split(/\s+/)[0];
    if (dynamicRules === 0 && !/\*|:[A-Za-z]/.test(from)) staticRules += 1;
    else dynamicRules += 1;
  }
  const problems = longLines('_redirects', text);
  if (staticRules > maxStaticRedirects)
    problems.push(`_redirects has ${staticRules} static rules; Cloudflare Pages reads at most ${maxStaticRedirects}`);
  if (dynamicRules > maxDynamicRedirects)
    problems.push(
      `_redirects has ${dynamicRules} rules from its first splat or placeholder on; Cloudflare Pages reads at most ${maxDynamicRedirects}`,
    );
  return problems;
}
