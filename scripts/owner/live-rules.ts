// The rules of `npm run live:check`: what a visitor, a crawler or a browser would meet on the
// live site that this build did not mean, each as one line naming the pages it concerns. Pure:
// takes the answers scripts/owner/live-crawl.ts fetched. docs/decisions/101-live-check.md
import { editorContentSecurityPolicy, pageIsolation, securityHeaders } from '../host/policy';

/** One answer of the live site, as fetched without following redirects. */
export interface Answer {
  path: string;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface LiveSite {
  /** The address the build is for (canonicals, sitemap, robots.txt name it). */
  address: string;
  pages: Answer[];
  /** Each page's .html twin, by the page's path. */
  twins: Map<string, Answer>;
  notFound: Answer;
  editor: Answer;
  /** The site's redirected addresses (/contact) with the page each must lead to. */
  redirected: { to: string; answer: Answer }[];
  robots: Answer;
  sitemap: Answer;
  assets: Answer[];
  /** The origins the configured form service posts to (connect-src and form-action must allow them). */
  formOrigins: string[];
  /** GitHub Pages sends no headers and cannot redirect: meta policies and canonicals stand in. */
  githubPages: boolean;
}

/** "/, /faq and 12 more" */
export function some(paths: string[]): string {
  const shown = paths.slice(0, 3).join(', ');
  return paths.length > 3 ? `${shown} and ${paths.length - 3} more` : shown;
}

/** Lines grouped by what is wrong: one line per problem, naming every page it was found on. */
function grouped(found: [problem: string, path: string][]): string[] {
  const byProblem = new Map<string, string[]>();
  for (const [problem, path] of found) byProblem.set(problem, [...(byProblem.get(problem) ?? []), path]);
  return [...byProblem].map(([problem, paths]) => `${problem} (${some(paths)})`);
}

/** Sources a line can show: hashes run long. */
const few = (sources: string[]) => (sources.length > 2 ? `${sources.slice(0, 2).join(' ')} (+${sources.length - 2})` : sources.join(' '));

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** How a served policy departs from the expected one: directives missing, sources added or dropped. */
export function policyDifference(served: string, expected: string): string | null {
  const got = directives(served);
  const differences: string[] = [];
  for (const [name, sources] of directives(expected)) {
    const have = got.get(name);
    if (!have) differences.push(`no ${name}`);
    else {
      const added = have.filter((source) => !sources.includes(source));
      const dropped = sources.filter((source) => !have.includes(source));
      if (added.length) differences.push(`${name} adds ${few(added)}`);
      if (dropped.length) differences.push(`${name} lacks ${few(dropped)}`);
    }
  }
  return differences.length ? differences.join(', ') : null;
}

const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1] ?? null;
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/i.exec(html)?.[1] ?? null;

function headerProblems(site: LiveSite): string[] {
  const found: [string, string][] = [];
  const documents = [...site.pages.filter((page) => page.status === 200), site.notFound];
  for (const page of documents) {
    const meta = metaPolicy(page.body);
    if (!meta) found.push(['no Content-Security-Policy in the page itself: not a page of this build', page.path]);
    if (site.githubPages) continue;
    for (const [name, value] of [...securityHeaders, pageIsolation]) {
      const served = page.headers[name.toLowerCase()];
      if (served === undefined) found.push([`${name} missing`, page.path]);
      else if (served !== value) found.push([`${name} is "${served}", this build sends "${value}"`, page.path]);
    }
    const served = page.headers['content-security-policy'];
    // Netlify and Cloudflare match header rules on the address asked for, so the not-found page
    // answering an unknown one has only its own meta policy; a header, when sent, must still match.
    if (served === undefined) {
      if (page !== site.notFound) found.push(['Content-Security-Policy header missing', page.path]);
    } else if (meta) {
      const difference = policyDifference(served, `${meta}; frame-ancestors 'none'`);
      if (difference) found.push([`Content-Security-Policy differs from the one this build wrote for the page: ${difference}`, page.path]);
    }
  }
  return grouped(found);
}

function formServiceProblems(site: LiveSite): string[] {
  const found: [string, string][] = [];
  for (const page of site.pages.filter((candidate) => /<form\b[^>]*\bdata-form-id=/.test(candidate.body))) {
    const policy = directives(page.headers['content-security-policy'] ?? metaPolicy(page.body) ?? '');
    for (const directive of ['connect-src', 'form-action']) {
      const missing = site.formOrigins.filter((origin) => !(policy.get(directive) ?? []).includes(origin));
      if (missing.length)
        found.push([`Content-Security-Policy does not let the forms reach ${missing.join(' ')} (${directive})`, page.path]);
    }
  }
  return grouped(found);
}

function statusProblems(site: LiveSite): string[] {
  const problems: string[] = [];
  const failing = site.pages.filter((page) => page.status !== 200);
  if (failing.length) problems.push(`pages that do not answer 200: ${some(failing.map((page) => `${page.path} (${page.status})`))}`);
  if (site.notFound.status !== 404)
    problems.push(
      `an unknown address answers ${site.notFound.status}, not 404 (${site.notFound.path}): every mistyped link looks like a page`,
    );
  const assets = site.assets.filter((asset) => asset.status !== 200);
  if (assets.length)
    problems.push(`files the home page loads that do not answer 200: ${some(assets.map((asset) => `${asset.path} (${asset.status})`))}`);
  return problems;
}

function twinProblems(site: LiveSite): string[] {
  const found: [string, string][] = [];
  for (const [path, twin] of site.twins) {
    const location = twin.headers.location;
    if ([301, 308].includes(twin.status) && location) {
      const target = new URL(location, `${site.address}${twin.path}`).pathname;
      if (target !== path) found.push([`.html twins redirect elsewhere than their clean address`, `${twin.path} → ${target}`]);
    } else if (twin.status === 200) {
      const named = canonical(twin.body);
      const clean = named && new URL(named).pathname === path;
      if (!site.githubPages) found.push(['.html twins answer 200 instead of redirecting to their clean address', twin.path]);
      else if (!clean) found.push(['.html twins neither redirect nor name their clean address as canonical', twin.path]);
    } else if (twin.status !== 404) found.push([`.html twins answer ${twin.status}`, twin.path]);
  }
  return grouped(found);
}

/**
 * A redirected address (/contact: docs/decisions/100-host-files-as-code.md) leads to its page: a 301 or 308 there, or where the
 * host cannot redirect (GitHub Pages) a noindex page whose canonical and refresh name it.
 */
function redirectProblems(site: LiveSite): string[] {
  return site.redirected.flatMap(({ to, answer }) => {
    const target = (url: string | null | undefined) => (url ? new URL(url, `${site.address}${answer.path}`).pathname : null);
    if ([301, 308].includes(answer.status)) {
      const location = target(answer.headers.location);
      return location === to ? [] : [`${answer.path} redirects to ${location}, not to ${to}`];
    }
    if (answer.status !== 200 || !site.githubPages) return [`${answer.path} answers ${answer.status} instead of redirecting to ${to}`];
    const refresh = /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/i.exec(answer.body)?.[1];
    const leads =
      /<meta name="robots" content="[^"]*noindex/i.test(answer.body) && target(canonical(answer.body)) === to && target(refresh) === to;
    return leads ? [] : [`${answer.path} neither redirects nor is a noindex page leading to ${to}`];
  });
}

function addressProblems(site: LiveSite): string[] {
  const problems: string[] = [];
  const origin = new URL(site.address).origin;
  const others = (urls: string[]) => [...new Set(urls.map((url) => new URL(url, site.address).origin))].filter((found) => found !== origin);
  const locs = [...site.sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  if (site.sitemap.status !== 200) problems.push(`sitemap.xml answers ${site.sitemap.status}`);
  else if (locs.length === 0) problems.push('sitemap.xml lists no page');
  else if (others(locs).length) problems.push(`sitemap.xml names ${others(locs).join(', ')}, not ${origin}`);
  const named = [...site.robots.body.matchAll(/^(?:sitemap|host):\s*(\S+)/gim)].map((match) => match[1]);
  if (site.robots.status !== 200) problems.push(`robots.txt answers ${site.robots.status}`);
  else if (others(named).length) problems.push(`robots.txt names ${others(named).join(', ')}, not ${origin}`);
  const canonicals = site.pages.flatMap((page) => {
    const url = canonical(page.body);
    return url && others([url]).length
      ? [[`canonical addresses name ${others([url]).join(', ')}, not ${origin}`, page.path] as [string, string]]
      : [];
  });
  return [...problems, ...grouped(canonicals)];
}

function editorProblems(site: LiveSite): string[] {
  if (site.editor.status !== 200) return [`the editor at /admin answers ${site.editor.status}`];
  if (site.githubPages) return [];
  const served = site.editor.headers['content-security-policy'];
  if (!served) return ['the editor at /admin is served without its Content-Security-Policy'];
  const difference = policyDifference(served, editorContentSecurityPolicy());
  return difference ? [`the editor at /admin does not get its own policy: ${difference}`] : [];
}

const loopback = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/;

function mixedContentProblems(site: LiveSite): string[] {
  if (!site.address.startsWith('https:')) return [];
  const found: [string, string][] = [];
  for (const page of site.pages) {
    const urls = [...page.body.matchAll(/\s(?:src|href|action|poster|srcset|content)="(http:\/\/[^"\s]+)/gi)].map((match) => match[1]);
    // Browsers treat the loopback address as secure; only a test build posts there.
    for (const url of urls.filter((candidate) => !loopback.test(candidate)))
      found.push([`http: address ${url} on an https site`, page.path]);
  }
  return grouped(found);
}

export function liveProblems(site: LiveSite): string[] {
  return [
    ...statusProblems(site),
    ...twinProblems(site),
    ...redirectProblems(site),
    ...headerProblems(site),
    ...formServiceProblems(site),
    ...addressProblems(site),
    ...editorProblems(site),
    ...mixedContentProblems(site),
  ];
}
