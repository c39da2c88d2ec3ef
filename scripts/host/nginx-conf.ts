// An nginx server block for the export: clean URLs, the not-found pages, the site's redirects and
// every header, the default stated once and the editor's policy as the one exception. Include it
// in http { }; set root and TLS. docs/decisions/006-hashed-csp-and-host-files.md
import { type HostOptions, type HostPage, generated, hostFilePattern, notFoundPagesOf, notFoundTwin, sitePolicy } from './host-files';
import { cacheControl, editorContentSecurityPolicy, editorIsolation, pageIsolation, securityHeaders, type Origins } from './policy';

/** An nginx server block; the policy is one default, the editor its exception. */
export function nginxConf(pages: HostPage[], origins: Origins, { editor = false, redirects = [] }: HostOptions = {}): string {
  const editorMap = editor ? [`    ~^/admin(/|$) "${editorContentSecurityPolicy()}";`] : [];
  return [
    `# ${generated}`,
    '# Include inside the http { } block (e.g. /etc/nginx/conf.d/site.conf); set root and TLS.',
    'map $uri $site_csp {',
    `    default "${sitePolicy(pages, origins)}";`,
    ...editorMap,
    '}',
    'map $uri $site_opener_policy {',
    ...(editor ? [`    ~^/admin(/|$) "${editorIsolation[1]}";`] : []),
    `    default "${pageIsolation[1]}";`,
    '}',
    'map $uri $site_cache_control {',
    `    ~^/_next/static/ "${cacheControl.hashed}";`,
    '    ~\\.txt$ $site_payload_cache_control;',
    `    ~^/images/ "${cacheControl.images}";`,
    `    ~\\.html$ "${cacheControl.html}";`,
    `    / "${cacheControl.html}";`,
    '    default "";',
    '}',
    // Pages' flight payloads (faq.txt) keep their names from build to build; the loader asks
    // for them fingerprinted (?v=<content hash>), Next's router plainly (docs/decisions/016-flight-payload-from-nexts-txt.md).
    // Payloads and the not-found twin are files, not pages: crawlers are told not to index them.
    // robots.txt too, as _headers' /*.txt rule gives it: that keeps the file itself out of results.
    'map $uri $site_robots {',
    '    default "";',
    ...(editor ? ['    ~^/admin(/|$) "noindex, nofollow";'] : []),
    `    ${notFoundTwin} "noindex";`,
    `    ${notFoundTwin}.html "noindex";`,
    '    ~\\.txt$ "noindex";',
    '}',
    // An unknown address under /es/ gets the Spanish not-found page.
    'map $uri $site_not_found {',
    ...notFoundPagesOf(pages)
      .filter((page) => page.under !== '/')
      .map((page) => `    ~^${page.under} /${page.file};`),
    '    default /404.html;',
    '}',
    'map $arg_v $site_payload_cache_control {',
    `    "" "${cacheControl.html}";`,
    `    default "${cacheControl.hashed}";`,
    '}',
    'server {',
    '    listen 443 ssl http2;',
    '    server_name www.example.com;',
    '    # ssl_certificate and ssl_certificate_key go here.',
    '    root /var/www/site/out;',
    '    charset utf-8;',
    '    error_page 404 $site_not_found;',
    '    location = / {',
    '        try_files /index.html =404;',
    '    }',
    '    location ~ ^/(.+)/$ { return 308 /$1$is_args$args; }',
    // A page's .html twin redirects to its clean URL; try_files serves the file without matching
    // again, and the not-found page is reached only as the error page.
    '    location = /index.html { return 301 /$is_args$args; }',
    // The site's redirected addresses (/contact) answer before any file of the same name.
    ...redirects.map(({ from, to }) => `    location = ${from} { return 301 ${to}$is_args$args; }`),
    ...notFoundPagesOf(pages).map((page) => `    location = /${page.file} { internal; }`),
    // Only a page's twin redirects; an unknown .html address is simply not found.
    '    location ~ ^/(.+)\\.html$ {',
    '        if (-f $request_filename) { return 301 /$1$is_args$args; }',
    '        return 404;',
    '    }',
    '    location / {',
    '        try_files $uri $uri.html $uri/index.html =404;',
    '    }',
    `    location ~ /(${hostFilePattern})$ { return 404; }`,
    '    # Empty values are not sent: pages get no immutable caching.',
    '    add_header Content-Security-Policy $site_csp always;',
    '    add_header Cache-Control $site_cache_control always;',
    `    add_header ${pageIsolation[0]} $site_opener_policy always;`,
    '    add_header X-Robots-Tag $site_robots always;',
    ...securityHeaders.map(([name, value]) => `    add_header ${name} "${value}" always;`),
    '}',
    '',
  ].join('\n');
}
