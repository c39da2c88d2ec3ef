// What the host files of the export share: the pages as hosts see them, the addresses that are
// not pages (the editor, the not-found pages, the host files themselves, the redirected
// addresses) and the one default policy every page is served with. The writers: _headers and
// _redirects (headers-file.ts), nginx (nginx-conf.ts), Apache (htaccess.ts). Pure functions: the
// post-build step does the file I/O. docs/decisions/006-hashed-csp-and-host-files.md
import { contentSecurityPolicy, type Origins } from './policy';

/** One exported page as the host files see it. */
export interface HostPage {
  /** Relative to the export root. */
  file: string;
  /** The clean URL it answers on; null for the not-found page. */
  path: string | null;
  /** The CSP hash sources of its inline scripts. */
  hashes: string[];
}

/** An address of the site that answers with a redirect to one of its pages (/contact: docs/decisions/100-host-files-as-code.md). */
export interface SiteRedirect {
  from: string;
  to: string;
}

export interface HostOptions {
  /** Whether the export has the owner's editor at /admin. */
  editor?: boolean;
  /** Addresses every host redirects (siteRedirects in scripts/host/site-redirects.ts). */
  redirects?: SiteRedirect[];
}

/** The paths the owner's editor answers on (docs/decisions/080-owner-editor.md). */
export const editorPaths = ['/admin', '/admin/*'];

/**
 * The not-found pages: English for every unknown address, Spanish for those under /es/
 * (docs/decisions/110-two-languages.md). Each answers with status 404, never under its own name.
 */
export const notFoundPages = [
  { file: 'es/404.html', under: '/es/' },
  { file: '404.html', under: '/' },
] as const;

/** The not-found pages an export has. */
export const notFoundPagesOf = (pages: HostPage[]) => notFoundPages.filter((page) => pages.some((exported) => exported.file === page.file));

const isNotFoundFile = (file: string) => notFoundPages.some((page) => page.file === file);

/** The not-found page a host serves for an unknown address: the Spanish one under /es/ when the export has it. */
export function notFoundFileFor(pathname: string, exists: (file: string) => boolean = () => true): string {
  return notFoundPages.find((page) => pathname.startsWith(page.under) && exists(page.file))?.file ?? '404.html';
}

/** The URL path a page file answers on (clean URLs), or null for a not-found page. */
export function urlPathOf(file: string): string | null {
  const clean = file.split('\\').join('/');
  if (isNotFoundFile(clean)) return null;
  if (clean === 'index.html') return '/';
  return `/${clean.replace(/\.html$/, '')}`;
}

/** Adds (or replaces) the page's policy as a <meta> so hosts without header support still enforce it. */
export function withMetaPolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const existing = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
  if (existing.test(html)) return html.replace(existing, tag);
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error('No <meta charSet> to place the Content-Security-Policy after');
  return html.replace(charset, (found) => `${found}${tag}`);
}

/**
 * Files in the export that only the host reads; every host answers 404 for them. `.nojekyll`
 * tells GitHub Pages to serve `_next/` as it is.
 */
export const hostFiles = ['_headers', '_redirects', '.htaccess', '.nojekyll'];

/** Whether a path relative to the export root is a host file (at the root or in any folder). */
export function isHostFile(relative: string): boolean {
  return hostFiles.includes(relative.split(/[\\/]/).pop() ?? '');
}

/** The host files as a regular-expression alternation, for the nginx and Apache rules. */
export const hostFilePattern = hostFiles.map((name) => name.replace(/\./g, '\\.')).join('|');

/** Exported files that are not pages: Next's not-found twin answers 200 on its own path. */
export const notFoundTwin = '/_not-found';

/**
 * Addresses that are no page of their own but answer with a redirect on every host (docs/decisions/100-host-files-as-code.md).
 * Hosts that cannot redirect (GitHub Pages) serve a small noindex page at the same address
 * instead (redirectPage), which is not one of the site's pages: checkers and tests skip it.
 */
export const redirectedPaths = ['/contact'];

/** The file of a redirected address's stand-in page, relative to the export root. */
export const redirectPageFile = (from: string) => `${from.replace(/^\//, '')}.html`;

/** Whether an exported HTML file is a redirected address's stand-in page, not a page of the site. */
export function isRedirectPage(file: string): boolean {
  const clean = file.split('\\').join('/');
  return redirectedPaths.some((from) => redirectPageFile(from) === clean);
}

/**
 * The inline-script hashes of every page, once each and sorted: one default policy lists them
 * all and serves every page, so no host file grows with the pages (the build has a handful of
 * distinct inline scripts, the same on most pages). A hash allows exactly one script text the
 * build itself wrote; a policy too long for a host's line (Cloudflare: 2,000 characters) fails
 * the build (scripts/next-adapter/postbuild.ts).
 */
export function sharedHashes(pages: HostPage[]): string[] {
  return [...new Set(pages.flatMap((page) => page.hashes))].sort();
}

/** The Content-Security-Policy every page is served with; `meta` for the <meta> fallback. */
export function sitePolicy(pages: HostPage[], origins: Origins, { meta = false } = {}): string {
  return contentSecurityPolicy({ hashes: sharedHashes(pages), origins, meta });
}

/** The clean URL a page's .html twin redirects to; none for the not-found page, which hosts serve under its own name. */
export function twinRedirects(pages: HostPage[]): { from: string; to: string }[] {
  return pages.flatMap((page) => (page.path ? [{ from: `/${page.file.split('\\').join('/')}`, to: page.path }] : []));
}

export const generated = 'Generated by scripts/next-adapter/postbuild.ts on every build: edit scripts/host/*.ts, not this file.';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The page a redirected address serves where the host cannot redirect (GitHub Pages): noindex,
 * its canonical naming the target, a refresh to it at once and a visible link for anyone whose
 * browser does not refresh. No script, so the site's policy allows it as it is.
 */
export function redirectPage({ to, label, siteUrl, policy }: { to: string; label: string; siteUrl: string; policy: string }): string {
  const href = escapeHtml(to);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charSet="utf-8"/>',
    `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
    `<title>${escapeHtml(label)}</title>`,
    '<meta name="robots" content="noindex"/>',
    `<link rel="canonical" href="${escapeHtml(new URL(to, siteUrl).href)}"/>`,
    `<meta http-equiv="refresh" content="0; url=${href}"/>`,
    '</head>',
    `<body><p><a href="${href}">${escapeHtml(label)}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}
