// Where the export keeps its pages: files as a static host serves them under clean URLs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isRedirectPage } from '../../host/host-files';

/** Files of the export outside _next/ ending in `extension`, relative to it; redirect stand-ins aside. */
export function exportFiles(dir: string, extension: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    // admin/ is the owner's editor, no page of the site (docs/decisions/080-owner-editor.md).
    if (entry.isDirectory())
      return entry.name === '_next' || relative === 'admin' ? [] : exportFiles(path.join(dir, entry.name), extension, relative);
    // A redirected address's stand-in page (/contact for GitHub Pages) is no page of the site.
    return entry.name.endsWith(extension) && !isRedirectPage(relative) ? [relative] : [];
  });
}

/** The URL path a file answers on; 404.html answers on any unknown path. */
export function pathOf(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/\.html$/, '')}`;
}

/** The file a host serves for a URL path (clean URLs), or null. */
export function fileFor(outDir: string, urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '') || '/';
  if (clean === '/') return 'index.html';
  for (const candidate of [clean, `${clean}.html`, `${clean}/index.html`]) {
    const file = path.join(outDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return candidate.replace(/^\//, '');
  }
  return null;
}
