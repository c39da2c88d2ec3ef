// The _headers and _redirects files Netlify and Cloudflare Pages read (the preview server too).
// One rule states the default for every path; a few rules state what differs (static files'
// caching, payloads and the not-found twin's noindex, the editor), so the files stay the same
// size however many pages the site has. docs/decisions/006-hashed-csp-and-host-files.md
import {
  type HostOptions,
  type HostPage,
  editorPaths,
  generated,
  notFoundPagesOf,
  notFoundTwin,
  sitePolicy,
  twinRedirects,
} from './host-files';
import {
  cacheControl,
  editorContentSecurityPolicy,
  editorIsolation,
  pageIsolation,
  securityHeaders,
  type Header,
  type Origins,
} from './policy';

/**
 * A rule that replaces headers an earlier, wider rule set. Cloudflare would join the two values
 * (two policies, both enforced), so the rule detaches each first (`! Name`); Netlify skips the
 * detach line and keeps the later rule's value (scripts/host/header-rules.ts).
 */
function overriding(path: string, headers: Header[]): string[] {
  return [path, ...headers.flatMap(([name, value]) => [`  ! ${name}`, `  ${name}: ${value}`])];
}

/** Netlify / Cloudflare Pages syntax: the default under /*, then only the exceptions. */
export function headersFile(pages: HostPage[], origins: Origins, { editor = false }: HostOptions = {}): string {
  const lines = [`# ${generated}`, '/*'];
  for (const [name, value] of [
    ...securityHeaders,
    ['Content-Security-Policy', sitePolicy(pages, origins)],
    pageIsolation,
    ['Cache-Control', cacheControl.html],
  ])
    lines.push(`  ${name}: ${value}`);
  lines.push(...overriding('/_next/static/*', [['Cache-Control', cacheControl.hashed]]));
  lines.push(...overriding('/images/*', [['Cache-Control', cacheControl.images]]));
  // The flight payloads (faq.txt, faq/__next._tree.txt) and Next's not-found twin are files, not pages.
  lines.push('/*.txt', '  X-Robots-Tag: noindex');
  lines.push(notFoundTwin, '  X-Robots-Tag: noindex');
  if (editor) {
    for (const path of editorPaths)
      lines.push(
        ...overriding(path, [
          ['Content-Security-Policy', editorContentSecurityPolicy()],
          editorIsolation,
          ['X-Robots-Tag', 'noindex, nofollow'],
        ]),
      );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Netlify's _redirects. The site's redirected addresses (/contact) come first, for every host that
 * reads the file: `301!` for Netlify, which skips an unforced rule a file shadows (GitHub Pages'
 * stand-in page is such a file), and `301` for Cloudflare Pages, which reads no `!` and counts
 * only the first 2,000 static rules. Then each page's .html twin, for Netlify: no pattern of
 * Netlify's can match a name's ending (a placeholder is a whole path segment), and Cloudflare
 * Pages makes these redirects by itself. Last the Spanish not-found page, the one splat rule.
 */
export function redirectsFile(pages: HostPage[], { redirects = [] }: HostOptions = {}): string {
  // An unknown address under /es/ gets the Spanish not-found page (Netlify reads the status; Cloudflare
  // Pages finds the nearest 404.html by itself). Unforced: a file that exists is served as it is.
  const spanishNotFound = notFoundPagesOf(pages)
    .filter((page) => page.under !== '/')
    .map((page) => `${page.under}* /${page.file} 404`);
  const site = redirects.flatMap(({ from, to }) => [`${from} ${to} 301!`, `${from} ${to} 301`]);
  const twins = twinRedirects(pages).map(({ from, to }) => `${from} ${to} 301!`);
  return `${[`# ${generated}`, ...site, ...twins, ...spanishNotFound].join('\n')}\n`;
}
