// What a page costs before any interaction, read from an export folder: the gzip size of its
// HTML and of the JavaScript its HTML makes the browser load (script tags, module preloads and
// script preloads, and the chunks the post-build step starts after the first paint: they load
// before anyone can interact). `nomodule` scripts are left out: browsers that run modules never
// fetch them. The page's flight payload, which the post-build step moves out of the HTML and
// fetches after the first paint, is counted apart (dataGzip): the page needs it to hydrate.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredPageData, deferredScripts } from '../next-adapter/deferred-scripts';
import { isRedirectPage } from '../host/host-files';

export interface PageBytes {
  file: string;
  htmlGzip: number;
  /** The flight payload the page fetches after its first paint to hydrate; 0 if none. */
  dataGzip: number;
  jsGzip: number;
  cssGzip: number;
  scripts: { src: string; gzip: number }[];
}

export function gzipSize(buffer: Buffer | string): number {
  return gzipSync(buffer, { level: 6 }).length;
}

function attrs(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return found;
}

/** URLs of the scripts a page's HTML loads at first load, each once. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attrs(tag.slice(7));
    if (a.src && !('nomodule' in a)) urls.add(a.src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(tag.slice(5));
    const rel = (a.rel ?? '').toLowerCase();
    if (a.href && (rel === 'modulepreload' || (rel === 'preload' && a.as === 'script'))) urls.add(a.href);
  }
  for (const src of deferredScripts(html)) urls.add(src);
  return [...urls];
}

function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => attrs(tag.slice(5)))
    .filter((a) => a.rel === 'stylesheet' && a.href)
    .map((a) => a.href);
}

function localFile(root: string, url: string): string {
  const pathname = new URL(url, 'http://site.invalid/').pathname;
  return path.join(root, decodeURIComponent(pathname));
}

/** Bytes of one exported HTML file (path relative to root). */
export function measurePage(root: string, htmlFile: string): PageBytes {
  const html = readFileSync(path.join(root, htmlFile));
  const text = html.toString('utf8');
  const scripts = firstLoadScripts(text).map((src) => ({ src, gzip: gzipSize(readFileSync(localFile(root, src))) }));
  const data = deferredPageData(text);
  const css = stylesheets(text).reduce((sum, href) => sum + gzipSize(readFileSync(localFile(root, href))), 0);
  return {
    file: htmlFile,
    htmlGzip: gzipSize(html),
    dataGzip: data ? gzipSize(readFileSync(localFile(root, data))) : 0,
    jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    cssGzip: css,
    scripts,
  };
}

/** Every page of an export (its HTML files, the owner's editor in admin/ and redirect stand-ins aside), relative to its root. */
export function exportedPages(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`) && !isRedirectPage(file))
    .sort();
}

/** The route a static host serves an exported HTML file at. */
export function routeOf(htmlFile: string): string {
  const clean = `/${htmlFile.split(path.sep).join('/')}`.replace(/\.html$/, '').replace(/\/index$/, '');
  return clean || '/';
}
