// The security policy the export ships with: one source for the _headers file, the nginx and
// Apache samples, the <meta> fallback and the tests. No import.meta, so Jest, Playwright and the
// post-build step can all import it.
import { createHash } from 'node:crypto';
import { leadProviderName, leadProviders } from '../../lib/leads/providers/table';

/** The third-party origins one page's policy allows. */
export interface Origins {
  leads: string[];
  /** The analytics host, only when analytics is configured. */
  analytics?: string[];
  geocoder: string;
  video: string;
  /** Origins the forms return to after a no-JavaScript post (the `_next` addresses). */
  returns?: string[];
}

/** The build-time variables the policy reads (process.env in a build). */
export type PolicyEnv = Partial<Record<string, string>>;

/** A header as a name and its value. */
export type Header = readonly [name: string, value: string];

/** The default delivery service's origin (FormSubmit). */
export const FORM_SERVICE_ORIGIN = leadProviders.formsubmit.origin;
export const GEOCODER_ORIGIN = 'https://api.bigdatacloud.net';
/** The promo video's frame: only inserted after the visitor clicks play (docs/decisions/019-click-to-load-video.md). */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

function originOf<T extends string | undefined>(url: string | undefined, fallback: T): string | T {
  if (!url) return fallback;
  try {
    return new URL(url).origin;
  } catch {
    return fallback;
  }
}

/**
 * Where the no-JavaScript posts return: the origins of the `_next` addresses in the exported
 * pages (the site address, business.siteUrl). A site address on another origin than the one
 * serving the page (www or apex, a preview host) must be allowed by form-action, or the
 * browser blocks the service's redirect back to the thank-you page.
 */
export function formReturnOrigins(htmlSources: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const html of htmlSources) {
    for (const match of html.matchAll(/<input[^>]*\bname="(?:_next|redirect)"[^>]*>/g)) {
      const value = /\bvalue="([^"]*)"/.exec(match[0])?.[1].replace(/&amp;/g, '&');
      const origin = originOf(value, undefined);
      if (origin && origin !== 'null') found.add(origin);
    }
  }
  return [...found].sort();
}

/**
 * Third-party origins the pages talk to, read from the same build-time variables the site
 * reads, so a test build pointed at a local capture server gets a policy that allows it. The
 * lead service's origin comes from the provider table (lib/leads/providers/table); Netlify
 * posts to the site itself and a webhook to NEXT_PUBLIC_LEAD_ENDPOINT. Analytics adds its host
 * only when a provider is configured. `returns`: the origins forms return to without
 * JavaScript (formReturnOrigins).
 */
export function externalOrigins(env: PolicyEnv = process.env, returns: string[] = []): Origins & { returns: string[] } {
  const service = leadProviders[leadProviderName(env.NEXT_PUBLIC_LEAD_PROVIDER)].origin ?? undefined;
  const leads = [originOf(env.NEXT_PUBLIC_LEAD_ENDPOINT, service), originOf(env.NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT, service)].filter(
    (origin): origin is string => Boolean(origin),
  );
  const analytics = env.NEXT_PUBLIC_ANALYTICS_PROVIDER?.trim() ? originOf(env.NEXT_PUBLIC_ANALYTICS_HOST?.trim(), undefined) : undefined;
  return {
    leads: [...new Set(leads)],
    analytics: analytics ? [analytics] : [],
    geocoder: originOf(env.NEXT_PUBLIC_GEOCODER_URL, GEOCODER_ORIGIN),
    video: VIDEO_FRAME_ORIGIN,
    returns: [...new Set(returns)],
  };
}

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Bodies of the inline scripts a browser would execute (JSON-LD and other data blocks excluded). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1].trim().toLowerCase() ?? '';
    if (executableTypes.has(type)) scripts.push(match[2]);
  }
  return scripts;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hash sources for every inline script of one page, in order, without duplicates. */
export function scriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(sha256Source))];
}

/**
 * The Content-Security-Policy of one page. `meta` leaves out frame-ancestors, which browsers
 * ignore (and complain about) in a <meta> element.
 */
export function contentSecurityPolicy({ hashes, origins, meta = false }: { hashes: string[]; origins: Origins; meta?: boolean }): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    // React and sonner set style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: for the previews of photos a visitor attaches to a request (object URLs of their own files).
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', ...new Set(["'self'", ...origins.leads, ...(origins.analytics ?? []), origins.geocoder])],
    ['frame-src', origins.video],
    // Without JavaScript the forms post straight to the form service, which redirects to the
    // thank-you page at the site address (the redirect is checked against form-action too).
    ['form-action', "'self'", ...new Set([...origins.leads, ...(origins.returns ?? [])])],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['manifest-src', "'self'"],
  ];
  if (!meta) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Headers every response carries, whatever the host. */
export const securityHeaders: Header[] = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
  ],
  ['X-Frame-Options', 'DENY'],
];

/**
 * Pages are cut off from windows of other origins they open. Set per page, not site-wide: the
 * editor at /admin signs in through a pop-up on the git host's side that must answer it.
 */
export const pageIsolation: Header = ['Cross-Origin-Opener-Policy', 'same-origin'];
export const editorIsolation: Header = ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'];

/** The git host the editor reads and saves the owner's files through (GitHub's REST and GraphQL API). */
export const EDITOR_GIT_API_ORIGIN = 'https://api.github.com';
/** Where the git host serves the signed-in owner's avatar, shown in the editor's account menu. */
export const EDITOR_AVATAR_ORIGIN = 'https://avatars.githubusercontent.com';

/**
 * The policy of the editor at /admin (docs/decisions/080-owner-editor.md): its own script and
 * fonts from the export, the git host's API, and blob:/data: for the pictures the owner picks
 * and the previews the editor draws of them. Svelte writes its styles at run time.
 */
export function editorContentSecurityPolicy({ meta = false } = {}): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', EDITOR_AVATAR_ORIGIN],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'blob:', 'data:', EDITOR_GIT_API_ORIGIN],
    ['frame-src', "'none'"],
    ['worker-src', "'self'", 'blob:'],
    ['form-action', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  if (!meta) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export const cacheControl = {
  /** Content-hashed build output: a new build writes new file names. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages must show a new build at once. */
  html: 'public, max-age=0, must-revalidate',
  /** Images keep their names when an owner replaces them, so they are cached for a day only. */
  images: 'public, max-age=86400',
};
