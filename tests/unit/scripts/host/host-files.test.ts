/** @jest-environment node */
import { headersFile, redirectsFile } from '@/scripts/host/headers-file';
import { headersForPath, parseHeadersFile } from '@/scripts/host/header-rules';
import { type HostPage, redirectPage, sitePolicy, urlPathOf } from '@/scripts/host/host-files';
import { htaccess } from '@/scripts/host/htaccess';
import { nginxConf } from '@/scripts/host/nginx-conf';
import { editorContentSecurityPolicy, externalOrigins } from '@/scripts/host/policy';

// The host files state one default and only the exceptions, so they do not grow with the pages
// (docs/decisions/006-hashed-csp-and-host-files.md), and Netlify and Cloudflare Pages, which read
// overlapping _headers rules differently, both serve each path exactly one policy.
const origins = externalOrigins({});
const shared = ["'sha256-loader'", "'sha256-boot'"];
const page = (file: string, hashes = shared): HostPage => ({ file, path: urlPathOf(file), hashes });
const fewPages = [page('index.html'), page('faq.html', [shared[0]]), page('404.html'), page('es/404.html'), page('_not-found.html')];
const places = (count: number) => Array.from({ length: count }, (_, index) => page(`garage-door-place-${index}.html`));
const options = { editor: true, redirects: [{ from: '/contact', to: '/about-us' }] };

const paths = ['/', '/faq', '/garage-door-place-7', '/es/nada', '/no-such-page', '/_not-found', '/faq.txt', '/_next/static/chunks/a.js'];
const editorPaths = ['/admin', '/admin/index.html', '/admin/config.yml'];

describe('host files that do not grow with the pages', () => {
  it.each([
    ['_headers', (pages: HostPage[]) => headersFile(pages, origins, options)],
    ['nginx.conf', (pages: HostPage[]) => nginxConf(pages, origins, options)],
    ['.htaccess', (pages: HostPage[]) => htaccess(pages, origins, options)],
  ])('%s is the same file for 5 pages and for 1,005', (_name, write) => {
    expect(write([...fewPages, ...places(1000)])).toBe(write(fewPages));
  });

  it('one policy lists every inline script of every page, once and in a stable order', () => {
    expect(sitePolicy([page('a.html', ["'sha256-b'"]), page('b.html', ["'sha256-a'", "'sha256-b'"])], origins)).toContain(
      "script-src 'self' 'sha256-a' 'sha256-b';",
    );
  });

  it('_redirects sends /contact first, in both hosts’ syntax, and each .html twin for Netlify', () => {
    const lines = redirectsFile(fewPages, options).trim().split('\n').slice(1);
    expect(lines.slice(0, 2)).toEqual(['/contact /about-us 301!', '/contact /about-us 301']);
    expect(lines).toContain('/faq.html /faq 301!');
    expect(lines).not.toContain('/404.html /404 301!');
    expect(lines.at(-1)).toBe('/es/* /es/404.html 404');
  });

  it('nginx and Apache redirect /contact before serving any file of that name', () => {
    expect(nginxConf(fewPages, origins, options)).toContain('location = /contact { return 301 /about-us$is_args$args; }');
    const apache = htaccess(fewPages, origins, options);
    expect(apache).toContain('RewriteRule ^contact$ /about-us [R=301,L]');
    expect(apache.indexOf('^contact$')).toBeLessThan(apache.indexOf('RewriteRule ^(.+?)/?$ $1.html [L]'));
  });
});

describe('Netlify and Cloudflare Pages read the _headers file alike', () => {
  const rules = parseHeadersFile(headersFile(fewPages, origins, options));

  it.each([...paths, ...editorPaths])('%s', (path) => {
    expect(headersForPath(rules, path, 'netlify')).toEqual(headersForPath(rules, path, 'cloudflare'));
  });

  it('every page gets the default policy and the editor only its own, never both joined', () => {
    for (const path of paths) expect(headersForPath(rules, path)['Content-Security-Policy']).toBe(sitePolicy(fewPages, origins));
    for (const path of editorPaths) {
      const served = headersForPath(rules, path);
      expect(served['Content-Security-Policy']).toBe(editorContentSecurityPolicy());
      expect(served['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
      expect(served['X-Robots-Tag']).toBe('noindex, nofollow');
    }
    expect(headersForPath(rules, '/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/faq.txt')['X-Robots-Tag']).toBe('noindex');
  });

  it('without the detach lines Cloudflare would send the editor two policies', () => {
    const undetached = parseHeadersFile(
      headersFile(fewPages, origins, options)
        .split('\n')
        .filter((line) => !line.trim().startsWith('!'))
        .join('\n'),
    );
    expect(headersForPath(undetached, '/admin', 'cloudflare')['Content-Security-Policy']).toBe(
      `${sitePolicy(fewPages, origins)}, ${editorContentSecurityPolicy()}`,
    );
  });
});

describe("a redirected address's stand-in page (GitHub Pages)", () => {
  const html = redirectPage({ to: '/about-us', label: 'Contact', siteUrl: 'https://www.example.com', policy: "default-src 'self'" });

  it('is noindex, names its target as canonical, refreshes to it and links to it', () => {
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/about-us"/>');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/about-us"/>');
    expect(html).toContain('<a href="/about-us">Contact</a>');
    expect(html).not.toContain('<script');
  });
});
