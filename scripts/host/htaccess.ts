// Apache 2.4 (.htaccess in the document root): clean URLs, the not-found pages, the site's
// redirects and the same headers as the other hosts, the default stated once and the editor's
// policy as the one exception. docs/decisions/006-hashed-csp-and-host-files.md
import { type HostOptions, type HostPage, generated, hostFilePattern, notFoundPagesOf, notFoundTwin, sitePolicy } from './host-files';
import { cacheControl, editorContentSecurityPolicy, editorIsolation, pageIsolation, securityHeaders, type Origins } from './policy';

/** A section of mod_headers directives for the requests whose path matches `test` (an ap_expr match). */
const when = (section: 'If' | 'ElseIf', test: string, directives: string[]) => [
  `  <${section} "%{REQUEST_URI} =~ ${test}">`,
  ...directives.map((directive) => `    ${directive}`),
  `  </${section}>`,
];

/** Apache 2.4 (.htaccess in the document root): clean URLs, the 404 page and the same headers. */
export function htaccess(pages: HostPage[], origins: Origins, { editor = false, redirects = [] }: HostOptions = {}): string {
  const notFound = notFoundPagesOf(pages);
  const notFoundFiles = `(${notFound.map((page) => page.file.replace(/\./g, '\\.')).join('|')})`;
  return [
    `# ${generated}`,
    'Options -MultiViews -Indexes',
    'DirectorySlash Off',
    'ErrorDocument 404 /404.html',
    // An unknown address under /es/ gets the Spanish not-found page.
    ...notFound
      .filter((page) => page.under !== '/')
      .flatMap((page) => [`<If "%{REQUEST_URI} =~ m#^${page.under}#">`, `  ErrorDocument 404 /${page.file}`, '</If>']),
    'RewriteEngine On',
    `RewriteRule (^|/)(${hostFilePattern})$ - [R=404,L]`,
    // The not-found pages answer unknown paths as the error document, never under their own names.
    'RewriteCond %{ENV:REDIRECT_STATUS} ^$',
    `RewriteRule ^${notFoundFiles}$ - [R=404,L]`,
    // No address ends in a slash (DirectorySlash Off): /faq/ and /admin/ redirect like elsewhere.
    'RewriteRule ^(.+)/$ /$1 [R=308,L]',
    // The site's redirected addresses (/contact) answer before any file of the same name.
    ...redirects.map(({ from, to }) => `RewriteRule ^${from.replace(/^\//, '').replace(/[.]/g, '\\.')}$ ${to} [R=301,L]`),
    // A page's .html twin, as the visitor asked for it (THE_REQUEST, not the rewritten path),
    // redirects to its clean URL; the not-found page is only ever the error document.
    'RewriteCond %{THE_REQUEST} ^[A-Z]+\\s/index\\.html[?\\s]',
    'RewriteRule ^ / [R=301,L]',
    `RewriteCond %{REQUEST_URI} !^/${notFoundFiles}$`,
    'RewriteCond %{REQUEST_FILENAME} -f',
    'RewriteCond %{THE_REQUEST} ^[A-Z]+\\s/(.+?)\\.html[?\\s]',
    'RewriteRule ^ /%1 [R=301,L]',
    'RewriteCond %{REQUEST_FILENAME}.html -f',
    'RewriteRule ^(.+?)/?$ $1.html [L]',
    // A folder's page (the editor at /admin) answers on the folder's own address.
    'RewriteCond %{REQUEST_FILENAME}/index.html -f',
    'RewriteRule ^(.+)$ $1/index.html [L]',
    '<IfModule mod_headers.c>',
    ...[...securityHeaders, pageIsolation, ['Content-Security-Policy', sitePolicy(pages, origins)]].map(
      ([name, value]) => `  Header always set ${name} "${value}"`,
    ),
    `  Header set Cache-Control "${cacheControl.html}"`,
    ...when('If', 'm#^/_next/static/#', [`Header set Cache-Control "${cacheControl.hashed}"`]),
    ...when('If', 'm#^/images/#', [`Header set Cache-Control "${cacheControl.images}"`]),
    // Fingerprinted payload requests (faq.txt?v=<content hash>) are immutable; Next's router
    // asks for the same file without the fingerprint (docs/decisions/016-flight-payload-from-nexts-txt.md).
    ...when('If', 'm#\\.txt$# && %{QUERY_STRING} =~ m#(^|&)v=[0-9a-f]+(&|$)#', [`Header set Cache-Control "${cacheControl.hashed}"`]),
    ...when('ElseIf', 'm#\\.txt$#', [`Header set Cache-Control "${cacheControl.html}"`]),
    // Payloads and the not-found twin are files, not pages.
    ...when('If', 'm#\\.txt$#', ['Header always set X-Robots-Tag "noindex"']),
    ...when('If', `m#^${notFoundTwin}(\\.html)?$#`, ['Header always set X-Robots-Tag "noindex"']),
    // <If> is merged after the directives above: the editor's policy replaces the default.
    ...(editor
      ? when('If', 'm#^/admin(/|$)#', [
          `Header always set Content-Security-Policy "${editorContentSecurityPolicy()}"`,
          `Header always set ${editorIsolation[0]} "${editorIsolation[1]}"`,
          'Header always set X-Robots-Tag "noindex, nofollow"',
          `Header set Cache-Control "${cacheControl.html}"`,
        ])
      : []),
    '</IfModule>',
    '',
  ].join('\n');
}
