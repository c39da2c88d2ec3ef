// A small static host for the exported site that behaves like the real ones: clean URLs
// (/faq serves faq.html), a 308 from a trailing slash, the static redirects of the export's
// _redirects file (/contact), a 301 from a page's .html twin to its clean URL, 404.html with
// status 404, and the response headers declared in the export's _headers file, read as
// Cloudflare Pages reads it (the same file Netlify reads). Used by `npm run preview` and by the
// end-to-end tests.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type HeaderRule, headersForPath, parseHeadersFile } from '../host/header-rules';
import { isHostFile, notFoundFileFor, notFoundPages } from '../host/host-files';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  root?: string;
  port?: number;
  host?: string;
  quiet?: boolean;
  compress?: boolean;
  tls?: { key: string | Buffer; cert: string | Buffer };
  closedFallback?: boolean;
}

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;
type Headers = Record<string, string>;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A static redirect of a _redirects file: one exact path, a 3xx status (forced or not). */
interface Redirect {
  from: string;
  to: string;
  status: number;
}

/** The static redirects of a _redirects file, first rule for a path first; splats and rewrites are left to the server's own logic. */
export function parseRedirectsFile(text: string): Map<string, Redirect> {
  const found = new Map<string, Redirect>();
  for (const raw of text.split(/\r?\n/)) {
    const [from, to, status = '301'] = raw.trim().split(/\s+/);
    const code = Number(status.replace(/!$/, ''));
    if (!from?.startsWith('/') || !to || /[*:]/.test(from) || code < 300 || code > 399 || found.has(from)) continue;
    found.set(from, { from, to, status: code });
  }
  return found;
}

async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const clean = path.posix.normalize(pathname);
  if (clean.includes('\0') || clean.split('/').includes('..')) return null;
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = clean.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) if (await isFile(file)) return file;
  return null;
}

/** For responses no page rule covers: nothing may load, frame or be posted from them. */
export const fallbackPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/**
 * Gzipped bodies, compressed once per file version at the highest level, the way hosts serve
 * precompressed assets (nginx gzip_static, CDNs' caches). Compressing on every request put the
 * server's CPU into the bench's measurements, on a machine with two cores.
 */
async function gzipped(cache: Map<string, { mtimeMs: number; size: number; body: Buffer }>, file: string): Promise<Buffer> {
  const { mtimeMs, size } = await stat(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.body;
  const body = gzipSync(await readFile(file), { level: 9 });
  cache.set(file, { mtimeMs, size, body });
  return body;
}

/**
 * `compress: true` gzips text responses the way production hosts do (the bench measures with it).
 * `tls: { key, cert }` serves HTTPS with HTTP/2 (HTTP/1.1 still accepted), as production hosts do.
 * `closedFallback: false` leaves responses no `_headers` rule covers without a policy, as a plain
 * host serves a folder: the bench's blank Next page has no `_headers`, and the closed policy
 * would refuse its scripts, so the yardstick would be a page that never runs JavaScript.
 */
export async function startStaticServer({
  root = 'out',
  port = 4173,
  host = '127.0.0.1',
  quiet = true,
  compress = false,
  tls,
  closedFallback = true,
}: StaticServerOptions = {}): Promise<StaticServer> {
  const absRoot = path.resolve(root);
  const gzipCache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();
  const hostFile = (name: string) => readFile(path.join(absRoot, name), 'utf8').catch(() => '');
  const rules: HeaderRule[] = parseHeadersFile(await hostFile('_headers'));
  const redirects = parseRedirectsFile(await hostFile('_redirects'));
  /** The headers the host's rules give one path; every response carries the site-wide ones. */
  const headersFor = (pathname: string): Headers => {
    const headers: Headers = headersForPath(rules, pathname);
    // A response no page rule covers (a redirect, a refused request, an asset) still gets a policy.
    if (closedFallback) headers['Content-Security-Policy'] ??= fallbackPolicy;
    return headers;
  };
  const plain = (res: Response, status: number, text: string, extra: Headers = {}) => {
    res.writeHead(status, { ...headersFor('/__none__'), 'Content-Type': 'text/plain; charset=utf-8', ...extra });
    res.end(text);
  };
  const handle = async (req: Request, res: Response) => {
    try {
      // Parsed as a path on this host: `//evil.example.com/` stays a path, never another host.
      const url = new URL(`http://localhost${(req.url ?? '/').startsWith('/') ? '' : '/'}${req.url ?? '/'}`);
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return plain(res, 400, 'Bad Request');
      }
      if (pathname.length > 1 && pathname.endsWith('/')) {
        // Redirect to the same path without the slash, still encoded and always on this site:
        // leading slashes collapse, so the Location can never read as `//other-host`.
        const target = `/${url.pathname.replace(/\/+$/, '').replace(/^\/+/, '')}${url.search}`;
        res.writeHead(308, { ...headersFor(pathname), Location: target });
        return res.end();
      }
      const redirect = redirects.get(pathname);
      if (redirect) {
        res.writeHead(redirect.status, { ...headersFor(pathname), Location: `${redirect.to}${url.search}` });
        return res.end();
      }
      // A page's .html twin is the same page under a second address: send crawlers to the clean one.
      // The not-found page has no address of its own; it only answers unknown paths.
      const notFoundName = notFoundPages.some((page) => pathname === `/${page.file}`);
      if (pathname.endsWith('.html') && !notFoundName && (await resolveFile(absRoot, pathname))) {
        const clean = pathname === '/index.html' ? '/' : `/${url.pathname.replace(/\.html$/, '').replace(/^\/+/, '')}`;
        res.writeHead(301, { ...headersFor(pathname), Location: `${clean}${url.search}` });
        return res.end();
      }
      // Host configuration is read by the host, never served: judged by the file a path reaches,
      // so `//.htaccess` and `/_next/..%2f.htaccess` are refused like `/.htaccess`.
      let file = await resolveFile(absRoot, pathname);
      if (file && isHostFile(path.relative(absRoot, file))) file = null;
      // A not-found page answers unknown paths (the Spanish one under /es/); asked for by name it is not found either.
      if (notFoundName) file = null;
      let status = 200;
      let served = pathname;
      if (!file) {
        served = `/${notFoundFileFor(pathname, (name) => existsSync(path.join(absRoot, name)))}`;
        file = path.join(absRoot, served);
        status = 404;
      }
      // Rules apply to the file served: a 404 carries the not-found page's own policy.
      const headers: Headers = {
        ...headersFor(served),
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      };
      const gzip = compress && compressible.test(headers['Content-Type']) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = gzip ? await gzipped(gzipCache, file) : null;
      if (body) Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': String(body.length) });
      res.writeHead(status, headers);
      if (req.method === 'HEAD') return res.end();
      if (body) res.end(body);
      else createReadStream(file).pipe(res as NodeJS.WritableStream);
      if (!quiet) console.log(status, pathname);
    } catch (error) {
      if (!quiet) console.error(error);
      // No error text to the visitor: it can carry paths and internals.
      if (!res.headersSent) plain(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
