/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headersFile, redirectsFile } from '@/scripts/host/headers-file';
import { urlPathOf } from '@/scripts/host/host-files';
import { fallbackPolicy, startStaticServer } from '@/scripts/preview/static-server';

// The preview server the tests and `npm run preview` use, against a tiny export of its own.
const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>');
writeFileSync(path.join(root, 'faq.html'), '<h1>FAQ</h1>');
writeFileSync(path.join(root, '404.html'), '<h1>Not found</h1>');
for (const file of ['.htaccess', '_redirects', '.nojekyll']) writeFileSync(path.join(root, file), 'host configuration');
mkdirSync(path.join(root, '_next'));
writeFileSync(
  path.join(root, '_headers'),
  [
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '/faq',
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-faq'",
    '/404.html',
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-notfound'",
    '',
  ].join('\n'),
);

let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  server = await startStaticServer({ root, port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request: the path goes on the wire exactly as written (fetch would normalise it). */
function get(
  rawPath: string,
  from = server,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = new URL(from.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.each(['/%2F%2Fevil.example.com/', '//evil.example.com/', '///evil.example.com/path/', '/%5C%5Cevil.example.com/'])(
  'never redirects off the site: %s',
  async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(308);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/[^/\\]/);
    // Resolved the way a browser resolves it, the target stays on this host.
    expect(new URL(location, server.url).origin).toBe(server.url);
  },
);

test('a trailing slash on a page still redirects to its clean address', async () => {
  const response = await get('/faq/?a=1');
  expect(response.status).toBe(308);
  expect(response.headers.location).toBe('/faq?a=1');
});

test.each(['/%', '/%E0%A4%A', '/faq%'])('answers a malformed path (%s) with 400 and no error text', async (rawPath) => {
  const response = await get(rawPath);
  expect(response.status).toBe(400);
  expect(response.body).toBe('Bad Request');
  expect(response.body).not.toMatch(/URIError|at |\.mjs/);
  expect(response.headers['content-security-policy']).toBe(fallbackPolicy);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

test('a 404 carries the not-found page’s own policy and the site-wide headers', async () => {
  const response = await get('/no-such-page');
  expect(response.status).toBe(404);
  expect(response.body).toContain('Not found');
  expect(response.headers['content-security-policy']).toContain("'sha256-notfound'");
  expect(response.headers['x-frame-options']).toBe('DENY');
});

test('every response carries a policy: pages their own, redirects and assets a closed one', async () => {
  expect((await get('/faq')).headers['content-security-policy']).toContain("'sha256-faq'");
  expect((await get('/faq/')).headers['content-security-policy']).toBe(fallbackPolicy);
  expect((await get('/')).headers['content-security-policy']).toBe(fallbackPolicy);
  expect((await get('/_headers')).status).toBe(404);
});

test('a plain folder served for the bench keeps its scripts: no closed policy where no rule gives one', async () => {
  const blank = await startStaticServer({ root, port: 0, closedFallback: false });
  try {
    const { headers } = await get('/', blank);
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
  } finally {
    await blank.close();
  }
});

test.each([
  '/_headers',
  '/.htaccess',
  '/.nojekyll',
  '/_redirects',
  '//.htaccess',
  '///_headers',
  '/%2e%68taccess',
  '/_next/..%2f.htaccess',
  '/_next/%2e%2e/_headers',
  '/_next/..%2F_redirects',
  '/_next%2f..%2f.htaccess',
])('never serves a host file: %s answers 404 with the not-found page', async (rawPath) => {
  const response = await get(rawPath);
  expect(response.status).toBe(404);
  expect(response.body).toContain('Not found');
  expect(response.body).not.toContain('host configuration');
});

test('a page’s .html twin answers with a 301 to its clean address, keeping the query', async () => {
  const twin = await get('/faq.html?a=1');
  expect(twin.status).toBe(301);
  expect(twin.headers.location).toBe('/faq?a=1');
  const home = await get('/index.html');
  expect(home.status).toBe(301);
  expect(home.headers.location).toBe('/');
  // No twin to redirect: an unknown .html path is simply not found.
  expect((await get('/nothing.html')).status).toBe(404);
});

describe('with the host files the build writes', () => {
  const hostRoot = mkdtempSync(path.join(tmpdir(), 'static-server-host-'));
  let host: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    for (const file of ['index.html', 'faq.html', '_not-found.html', '404.html']) writeFileSync(path.join(hostRoot, file), '<h1>Page</h1>');
    for (const file of ['faq.txt', 'robots.txt']) writeFileSync(path.join(hostRoot, file), 'text');
    const pages = ['index.html', 'faq.html', '_not-found.html', '404.html'].map((file) => ({ file, path: urlPathOf(file), hashes: [] }));
    const origins = { leads: [], geocoder: 'https://geo.example', video: 'https://video.example', returns: [] };
    const options = { editor: true, redirects: [{ from: '/contact', to: '/about-us' }] };
    mkdirSync(path.join(hostRoot, 'admin'));
    writeFileSync(path.join(hostRoot, 'admin', 'index.html'), '<h1>Editor</h1>');
    writeFileSync(path.join(hostRoot, 'contact.html'), '<h1>Contact</h1>');
    writeFileSync(path.join(hostRoot, '_headers'), headersFile(pages, origins, options));
    writeFileSync(path.join(hostRoot, '_redirects'), redirectsFile(pages, options));
    host = await startStaticServer({ root: hostRoot, port: 0 });
  });
  afterAll(async () => {
    await host.close();
    rmSync(hostRoot, { recursive: true, force: true });
  });

  test('tells crawlers not to index the flight payloads and the not-found twin, and nothing else', async () => {
    expect((await get('/faq.txt', host)).headers['x-robots-tag']).toBe('noindex');
    expect((await get('/_not-found', host)).headers['x-robots-tag']).toBe('noindex');
    for (const page of ['/', '/faq']) expect((await get(page, host)).headers['x-robots-tag']).toBeUndefined();
  });

  test('redirects /contact as _redirects says, before the stand-in page of that name, keeping the query', async () => {
    const response = await get('/contact?from=menu', host);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/about-us?from=menu');
  });

  test('serves the editor its own policy alone, as Cloudflare reads the detach lines', async () => {
    const { headers } = await get('/admin', host);
    expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(headers['content-security-policy']).not.toContain(', ');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await get('/faq', host)).headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
