// Next writes the web font's <link rel="preload"> into every page it renders from a route, but
// not into the not-found page (404.html), although the font manifest lists the font for it.
// Without the preload the font is found only once the stylesheet is parsed, arrives after the
// first paint, and the swap reflows the text (Lighthouse measured CLS 0.011 on /404). The
// post-build step gives every page the preloads the site's pages carry
// (docs/decisions/010-font-subset-and-preload.md). It reads Next's serialization of the tag;
// when no page carries one any more, sitePreloads throws instead of letting the font load late.
import { shapeError } from './deferred-scripts';

const fontPreload = /<link rel="preload" href="[^"]+" as="font"[^>]*\/>/g;

/** The page's font preload tags, each once, in document order. */
export function fontPreloads(html: string): string[] {
  return [...new Set(html.match(fontPreload) ?? [])];
}

/**
 * The font preloads of a whole export (pages: [file, html] pairs), each once. The site's
 * layout preloads its web font, so an export where no page carries a preload means Next
 * serializes the tag differently now: that throws.
 */
export function sitePreloads(pages: [file: string, html: string][]): string[] {
  const tags = [...new Set(pages.flatMap(([, html]) => fontPreloads(html)))];
  if (tags.length === 0) {
    throw shapeError(
      pages
        .map(([file]) => file)
        .slice(0, 3)
        .join(', ') + ', ...',
      'expected <link rel="preload" href="..." as="font" .../> for the web font on the pages, found none',
    );
  }
  return tags;
}

/** The page with every tag of `tags` it lacks, placed before its first stylesheet. */
export function withFontPreloads(html: string, tags: string[]): string {
  const missing = tags.filter((tag) => !html.includes(tag)).join('');
  if (!missing) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('No </head> in the page');
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  const at = stylesheet >= 0 && stylesheet < headEnd ? stylesheet : headEnd;
  return html.slice(0, at) + missing + html.slice(at);
}
