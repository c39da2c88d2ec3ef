// The page at /admin: nothing but the editor's script, its configuration address, its own
// policy and a noindex. It shares no file with the public pages.
import { editorContentSecurityPolicy } from '../host/policy';

export function adminPage(): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${editorContentSecurityPolicy({ meta: true })}">`,
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Edit the site</title>',
    '<link href="/admin/config.yml" type="application/yaml" rel="cms-config-url">',
    '</head>',
    '<body>',
    '<script src="/admin/sveltia-cms.js"></script>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
