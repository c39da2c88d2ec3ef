import { fontPreloads, withFontPreloads } from '../../scripts/host/font-preloads.mjs';

const preload = '<link rel="preload" href="/_next/static/media/figtree.woff2" as="font" crossorigin="" type="font/woff2"/>';
const stylesheet = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><p>Hi</p></body></html>`;

describe('font preloads', () => {
  it('reads a page\'s font preloads, not its other preloads', () => {
    const html = page(`${preload}<link rel="preload" as="image" href="/hero.avif"/>${stylesheet}`);
    expect(fontPreloads(html)).toEqual([preload]);
    expect(fontPreloads(page(stylesheet))).toEqual([]);
  });

  it('adds the missing preload before the first stylesheet, so the font is requested first', () => {
    const fixed = withFontPreloads(page(stylesheet), [preload]);
    expect(fixed).toContain(`${preload}${stylesheet}`);
    expect(fontPreloads(fixed)).toEqual([preload]);
  });

  it('adds it at the end of <head> on a page without a stylesheet', () => {
    expect(withFontPreloads(page(''), [preload])).toContain(`${preload}</head>`);
  });

  it('leaves a page that has it as it is', () => {
    const html = page(`${preload}${stylesheet}`);
    expect(withFontPreloads(html, [preload])).toBe(html);
  });
});
