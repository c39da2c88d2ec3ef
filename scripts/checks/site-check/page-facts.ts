// Reads what a crawler sees in one exported HTML page: the facts the site checker compares.
import { JSDOM } from 'jsdom';

/** A URL the page asks for: a link a visitor follows, a form's action or an asset the page loads. */
export interface ReferencedUrl {
  kind: 'link' | 'form' | 'asset';
  url: string;
}

/** One JSON-LD block: parsed, or the parse error. */
export type JsonLdBlock = { ok: true; data: unknown } | { ok: false; error: string };

export interface Crumb {
  name: string;
  href: string | null;
}

function attr(document: Document, selector: string, name: string): string | null {
  return document.querySelector(selector)?.getAttribute(name) ?? null;
}

/** Every URL the page asks a host for: links, scripts, styles, images, icons, social images. */
function referencedUrls(document: Document): ReferencedUrl[] {
  const urls: ReferencedUrl[] = [];
  const add = (kind: ReferencedUrl['kind'], value: string | null) => value && urls.push({ kind, url: value.trim() });
  for (const a of document.querySelectorAll('a[href]')) add('link', a.getAttribute('href'));
  for (const form of document.querySelectorAll('form[action]')) add('form', form.getAttribute('action'));
  for (const link of document.querySelectorAll('link[href]')) {
    const rel = link.getAttribute('rel') ?? '';
    if (/\b(stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)\b/.test(rel)) add('asset', link.getAttribute('href'));
  }
  for (const el of document.querySelectorAll('script[src], img[src], source[src], iframe[src]')) add('asset', el.getAttribute('src'));
  for (const el of document.querySelectorAll('img[srcset], source[srcset]')) {
    for (const candidate of (el.getAttribute('srcset') ?? '').split(',')) add('asset', candidate.trim().split(/\s+/)[0]);
  }
  for (const meta of document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'))
    add('asset', meta.getAttribute('content'));
  return urls;
}

function jsonLdBlocks(document: Document): JsonLdBlock[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script): JsonLdBlock => {
    try {
      return { ok: true, data: JSON.parse(script.textContent ?? '') as unknown };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** The visible breadcrumb trail: each crumb's name and link (none on the current page). */
function visibleCrumbs(document: Document, text: (el: Element | null) => string): Crumb[] | null {
  const nav = document.querySelector('nav[data-breadcrumbs]');
  if (!nav) return null;
  return [...nav.querySelectorAll('li')].map((li) => {
    const link = li.querySelector('a[href]');
    const current = li.querySelector('[aria-current="page"]');
    return { name: text(link ?? current ?? li), href: link?.getAttribute('href') ?? null };
  });
}

/** Links a visitor follows from the page's navigation and main content: all but the footer's. */
function navigableLinks(document: Document): string[] {
  return [...document.querySelectorAll('a[href]')].filter((a) => !a.closest('footer')).map((a) => (a.getAttribute('href') ?? '').trim());
}

/**
 * The words a visitor reads in an element: its text nodes, each a word boundary (a list item's
 * end is not glued to the next one's start), without scripts (the JSON-LD), styles or templates.
 */
function visibleText(element: Element | null): string {
  if (!element) return '';
  const hidden = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    else if (node.nodeType === 1 && !hidden.has((node as Element).tagName)) node.childNodes.forEach(walk);
  };
  walk(element);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

export type PageFacts = ReturnType<typeof pageFacts>;

export function pageFacts(html: string) {
  const { document } = new JSDOM(html).window;
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return {
    lang: document.documentElement.getAttribute('lang'),
    titles: [...document.querySelectorAll('head title')].map(text),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content') ?? ''),
    robots: attr(document, 'meta[name="robots"]', 'content') ?? '',
    robotsTags: [...document.querySelectorAll('meta[name="robots" i]')].map((m) => m.getAttribute('content') ?? ''),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    social: {
      'og:title': attr(document, 'meta[property="og:title"]', 'content'),
      'og:description': attr(document, 'meta[property="og:description"]', 'content'),
      'og:image': attr(document, 'meta[property="og:image"]', 'content'),
      'og:url': attr(document, 'meta[property="og:url"]', 'content'),
      'twitter:card': attr(document, 'meta[name="twitter:card"]', 'content'),
      'twitter:image': attr(document, 'meta[name="twitter:image"]', 'content'),
    },
    h1s: [...document.querySelectorAll('h1')].map(text),
    headingLevels: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
    imagesWithoutAlt: [...document.querySelectorAll('img:not([alt])')].map((img) => img.getAttribute('src') ?? '(no src)'),
    jsonLd: jsonLdBlocks(document),
    urls: referencedUrls(document),
    crumbs: visibleCrumbs(document, text),
    navLinks: navigableLinks(document),
    ids: new Set([...document.querySelectorAll('[id]')].map((el) => el.id)),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
      hreflang: link.getAttribute('hreflang') ?? '',
      href: link.getAttribute('href') ?? '',
    })),
    mainText: visibleText(document.querySelector('main')),
    /** Where the page's language link leads (the first link that names its language). */
    languageLink: attr(document, 'a[hreflang]', 'href'),
  };
}
