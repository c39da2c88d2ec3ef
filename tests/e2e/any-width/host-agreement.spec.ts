import { readdirSync, readFileSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { expect, test } from '@playwright/test';
import { securityHeaders } from '@/scripts/host/policy';
import { hostFiles, isRedirectPage, redirectedPaths, urlPathOf } from '@/scripts/host/host-files';
import { freePort } from '../../helpers/free-port';
import { type RealHost, installHint, missingHosts, startApache, startNginx } from '../../helpers/real-hosts';

// nginx and Apache serving out/ with the host files this build wrote (deploy/nginx.conf,
// out/.htaccess) answer every path as the preview server does with out/_headers: the same status
// and redirect target, on documents the same Content-Security-Policy and opener policy, and on
// every response the same security headers and robots tag. The paths: every page, its .html twin
// and trailing slash, the site's redirected addresses (/contact), the editor, the not-found page,
// files that are not pages, and each host file by every path form a request can take.
const preview = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const pages = (readdirSync('out', { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => file.endsWith('.html') && !file.startsWith('_next/') && !file.startsWith('admin/') && !isRedirectPage(file));
const cleanPaths = pages.map(urlPathOf).filter((path): path is string => path !== null);
const asset = (readdirSync('out/_next/static/chunks') as string[]).find((file) => file.endsWith('.js'));

const paths = [
  ...cleanPaths,
  ...pages.map((file) => `/${file}`),
  ...redirectedPaths.flatMap((from) => [from, `${from}?from=card`, `${from}/`, `${from}.html`]),
  '/faq/',
  '/faq/?from=card',
  '/faq.html?from=card',
  '/admin',
  '/admin/',
  '/admin/index.html',
  '/admin/config.yml',
  '/no-such-page',
  '/no-such-page.html',
  '/faq.txt',
  '/faq.txt?v=0123abcd',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.svg',
  `/_next/static/chunks/${asset}`,
  ...hostFiles.flatMap((name) => [
    `/${name}`,
    `//${name}`,
    `/_next/../${name}`,
    `/_next/%2e%2e/${name}`,
    `/${encodeURIComponent(name).replace(/\./g, '%2e')}`,
    `/admin/${name}`,
  ]),
];
// Apache's core refuses an encoded slash before any .htaccess is read (AllowEncodedSlashes
// Off): 404 as everywhere, with its own short page and none of the site's headers.
const encodedSlashes = hostFiles.map((name) => `/_next/..%2f${name}`);

const compared = [...securityHeaders.map(([name]) => name), 'X-Robots-Tag'];

interface Answer {
  status: number;
  location: string | null;
  policy: string | null;
  opener: string | null;
  headers: Record<string, string | null>;
}

async function answer(base: string, rawPath: string): Promise<Answer> {
  // fetch() would tidy `//x` and `/../`; the path goes on the wire as written.
  const { port } = new URL(base);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, resolve);
    req.on('error', reject);
    req.end();
  });
  response.resume();
  const header = (name: string) => {
    const value = response.headers[name.toLowerCase()];
    return value === undefined ? null : String(value);
  };
  const location = header('Location');
  const isDocument = (header('Content-Type') ?? '').startsWith('text/html') && !location;
  return {
    status: response.statusCode ?? 0,
    location: location && new URL(location, base).href.replace(base, ''),
    policy: isDocument ? header('Content-Security-Policy') : null,
    opener: isDocument ? header('Cross-Origin-Opener-Policy') : null,
    headers: Object.fromEntries(compared.map((name) => [name, header(name)])),
  };
}

function differences(host: string, path: string, got: Answer, want: Answer): string[] {
  const found: string[] = [];
  for (const key of ['status', 'location', 'policy', 'opener'] as const) {
    if (got[key] !== want[key])
      found.push(`${host} ${path}: ${key} ${String(got[key]).slice(0, 80)} (preview: ${String(want[key]).slice(0, 80)})`);
  }
  for (const name of compared) {
    // A redirect's robots tag reaches no crawler: it follows the redirect.
    if (name === 'X-Robots-Tag' && want.location) continue;
    if (got.headers[name] !== want.headers[name])
      found.push(`${host} ${path}: ${name} ${got.headers[name]} (preview: ${want.headers[name]})`);
  }
  return found;
}

test.describe('nginx, Apache and the preview server answer alike', () => {
  let hosts: [string, RealHost][] = [];

  test.beforeAll(async () => {
    expect(missingHosts, `this test runs the real servers: ${installHint}`).toEqual([]);
    hosts = [
      ['nginx', await startNginx({ root: 'out', conf: 'deploy/nginx.conf', port: await freePort() })],
      ['Apache', await startApache({ root: 'out', port: await freePort() })],
    ];
  });
  test.afterAll(async () => {
    await Promise.all(hosts.map(([, host]) => host.close()));
  });

  test('every path: status, redirect, policies and security headers', async () => {
    expect(cleanPaths.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const path of paths) {
      const want = await answer(preview, path);
      for (const [name, host] of hosts) found.push(...differences(name, path, await answer(host.url, path), want));
    }
    expect(found).toEqual([]);
  });

  test('the editor has its own policy everywhere, not a page’s', async () => {
    for (const [, host] of [['preview', { url: preview }], ...hosts] as const) {
      const admin = await answer(host.url, '/admin');
      expect(admin.status).toBe(200);
      expect(admin.policy).toContain("connect-src 'self' blob: data: https://api.github.com");
      expect(admin.opener).toBe('same-origin-allow-popups');
      expect(admin.headers['X-Robots-Tag']).toBe('noindex, nofollow');
    }
  });

  test('/contact redirects everywhere to the page the menu’s Contact opens', async () => {
    // The link a visitor clicks: the header's link worded as the Menus record words Contact.
    const contact = (JSON.parse(readFileSync('content/site.json', 'utf8')) as { links: { contact: string } }).links.contact;
    const to = new RegExp(`<header[\\s\\S]*?<a [^>]*href="(/[^"]*)"[^>]*>${contact}</a>`).exec(readFileSync('out/index.html', 'utf8'))?.[1];
    expect(to, 'the menu links Contact').toBeDefined();
    for (const [name, host] of [['preview', { url: preview }], ...hosts] as const) {
      const { status, location } = await answer(host.url, '/contact?from=card');
      expect({ name, status, location }).toEqual({ name, status: 301, location: `${to}?from=card` });
      expect((await answer(host.url, to!)).status, `${name} ${to}`).toBe(200);
    }
  });

  test('host files are never served, by any path form', async () => {
    for (const path of [...paths.filter((p) => hostFiles.some((name) => p.endsWith(name))), ...encodedSlashes]) {
      for (const [name, host] of [['preview', { url: preview }], ...hosts] as const) {
        expect((await answer(host.url, path)).status, `${name} ${path}`).toBe(404);
      }
    }
  });
});
