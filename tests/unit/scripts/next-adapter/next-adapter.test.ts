/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blankBaseline } from '@/scripts/checks/blank-baseline';
import { compileHint, hasCompileHint, withCompileHint } from '@/scripts/next-adapter/compile-hints';
import {
  deferHydration,
  deferredLoader,
  deferredPageData,
  deferredScripts,
  payloadFileOf,
  payloadUrl,
  withoutStructuredDataText,
} from '@/scripts/next-adapter/deferred-scripts';
import { fontPreloads, sitePreloads, withFontPreloads } from '@/scripts/next-adapter/font-preloads';
import { scriptHashes, sha256Source } from '@/scripts/host/policy';
import { firstLoadScripts } from '@/scripts/checks/page-bytes';

// The post-build step is an adapter for the pinned Next version
// (docs/decisions/012-post-build-step-is-a-version-pinned-adapter.md). It is tested on what that
// version really writes: the export of the blank fixture app (tests/fixtures/blank-app, built
// with the installed Next by scripts/checks/blank-baseline.ts and cached under .next/ until Next or
// the fixture changes) and a snapshot of pages of ours (tests/fixtures/next-export/, refreshed
// by `npx tsx scripts/next-adapter/next-snapshot.ts`). The failure cases alter that real output the way an
// upgrade could.
const snapshotDir = 'tests/fixtures/next-export';
const installedNext = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version as string;
const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));

let blankDir = '';
const blank = (file: string) => readFileSync(path.join(blankDir, file), 'utf8');
const snapshot = (file: string) => readFileSync(path.join(snapshotDir, file), 'utf8');
const exported = (read: (file: string) => string, file: string) => ({ file: payloadFileOf(file), text: read(payloadFileOf(file)) });

beforeAll(() => {
  blankDir = blankBaseline().outDir;
}, 240_000);

describe('the pinned Next version', () => {
  it('is an exact version in package.json, the one installed, and the one the snapshot was taken with', () => {
    expect(packageJson.dependencies.next).toBe(installedNext);
    expect(packageJson.devDependencies['eslint-config-next']).toBe(installedNext);
    const meta = JSON.parse(snapshot('snapshot.json'));
    expect(meta.next).toBe(installedNext);
  });
});

describe('deferHydration on the blank app as Next exports it', () => {
  let raw = '';
  let out = '';
  beforeAll(() => {
    raw = blank('index.html');
    out = deferHydration(raw, { file: 'index.html', payload: exported(blank, 'index.html') });
  });

  it('lists every first-load chunk once and removes their tags, keeping the nomodule polyfill', () => {
    const listed = deferredScripts(out);
    expect(listed.length).toBeGreaterThan(3);
    expect([...listed].sort()).toEqual([...firstLoadScripts(raw)].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/);
  });

  it('drops the inline payload and points the loader at the .txt file Next exported, fingerprinted by its content', () => {
    expect(raw).toContain('self.__next_f.push([1,');
    expect(out).not.toContain('self.__next_f.push([1,');
    const text = blank('index.txt');
    expect(deferredPageData(out)).toBe(payloadUrl('index.txt', text));
    expect(deferredPageData(out)).toMatch(/^\/index\.txt\?v=[0-9a-f]{20}$/);
    expect(payloadUrl('index.txt', `${text} `)).not.toBe(payloadUrl('index.txt', text));
  });

  it('keeps the bootstraps and the content where they were', () => {
    for (const kept of [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<main><p>Blank page</p></main>',
      '<title>Blank</title>',
    ]) {
      expect(raw).toContain(kept);
      expect(out).toContain(kept);
    }
    const turbopack = /<script id="_R_">[^<]+<\/script>/.exec(raw)?.[0];
    expect(turbopack).toBeDefined();
    expect(out).toContain(turbopack);
  });

  it('puts the list and the one loader last in <body>, so the CSP gains a single hash shared by all pages', () => {
    expect(out).toMatch(new RegExp(`<script>${deferredLoader.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script></body></html>$`));
    expect(scriptHashes(out)).toContain(sha256Source(deferredLoader));
    const pushes = raw.match(/<script>self\.__next_f\.push\(/g)?.length ?? 0;
    expect(scriptHashes(out)).toHaveLength(scriptHashes(raw).length - pushes + 1);
  });

  it("reads the not-found page's payload from _not-found.txt (404.html is Next's _not-found.html)", () => {
    expect(payloadFileOf('404.html')).toBe('_not-found.txt');
    const html = deferHydration(blank('404.html'), { file: '404.html', payload: exported(blank, '404.html') });
    expect(deferredPageData(html)).toMatch(/^\/_not-found\.txt\?v=/);
  });

  it('refuses to run twice', () => {
    expect(() => deferHydration(out, { file: 'index.html', payload: exported(blank, 'index.html') })).toThrow(
      /index\.html: the page already defers/,
    );
  });
});

describe("deferHydration fails loudly when Next's output changes shape", () => {
  const payload = () => exported(blank, 'index.html');
  const changed = (from: string | RegExp, to: string) => {
    const raw = blank('index.html');
    const html = raw.replace(from, to);
    expect(html).not.toBe(raw);
    return () => deferHydration(html, { file: 'index.html', payload: payload() });
  };

  it('when the chunk tags are written another way', () => {
    expect(changed(/ async=""/g, ' async')).toThrow(
      /changed shape: index\.html: expected <script src=.* async=""><\/script> chunk tags, found none/,
    );
  });

  it('when a chunk tag is left that it does not recognise', () => {
    expect(changed('</head>', '<script src="/_next/static/chunks/extra.js" defer=""></script></head>')).toThrow(
      /index\.html: a script tag of Next's left over.*extra\.js/,
    );
  });

  it('when the inline payload is pushed another way or holds another kind of entry', () => {
    expect(changed(/<script>self\.__next_f\.push\(/g, '<script>self.__next_f.unshift(')).toThrow(
      /index\.html: expected inline .*payload, found none/,
    );
    expect(changed(/<script>self\.__next_f\.push\(\[1,/, '<script>self.__next_f.push([2,')).toThrow(
      /index\.html: expected payload pushes of the form \[1, "<text>"\]/,
    );
  });

  it('when the payload bootstrap is missing', () => {
    expect(changed('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', '')).toThrow(
      /index\.html: expected the payload bootstrap/,
    );
  });

  it('when the exported .txt is not the inline payload, or is missing', () => {
    const raw = blank('index.html');
    expect(() => deferHydration(raw, { file: 'index.html', payload: { file: 'index.txt', text: `${payload().text}x` } })).toThrow(
      /index\.html: expected its inline payload to be exactly the exported index\.txt/,
    );
    expect(() => deferHydration(raw, { file: 'index.html', payload: null })).toThrow(/index\.html: expected its inline payload/);
  });
});

describe("deferHydration on a page of ours (snapshot of the pinned Next version's export)", () => {
  it('defers the chunks of faq.html and reads its payload from faq.txt', () => {
    const raw = snapshot('faq.html');
    const out = deferHydration(raw, { file: 'faq.html', payload: exported(snapshot, 'faq.html') });
    expect([...deferredScripts(out)].sort()).toEqual([...firstLoadScripts(raw)].sort());
    // The served payload is faq.txt without the JSON-LD's text, which the HTML keeps.
    expect(deferredPageData(out)).toBe(payloadUrl('faq.txt', withoutStructuredDataText(snapshot('faq.txt'))));
    expect(withoutStructuredDataText(snapshot('faq.txt'))).not.toContain('"@context":"https://schema.org"');
    expect(out).toContain('"@context":"https://schema.org"');
    expect(out).not.toContain('self.__next_f.push([1,');
    expect(out).toContain('<h1');
  });
});

describe('font preloads', () => {
  const faq = () => snapshot('faq.html');
  const notFound = () => snapshot('404.html');

  it('reads the web font preload Next writes into our pages, and finds none in the not-found page', () => {
    const tags = fontPreloads(faq());
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/^<link rel="preload" href="\/_next\/static\/media\/[^"]+\.woff2" as="font"/);
    expect(fontPreloads(notFound())).toEqual([]);
    expect(
      sitePreloads([
        ['faq.html', faq()],
        ['404.html', notFound()],
      ]),
    ).toEqual(tags);
  });

  it('adds the missing preload before the first stylesheet, so the font is requested first, and only once', () => {
    const tags = fontPreloads(faq());
    const fixed = withFontPreloads(notFound(), tags);
    const stylesheet = /<link rel="stylesheet"[^>]*\/>/.exec(notFound())?.[0];
    expect(stylesheet).toBeDefined();
    expect(fixed).toContain(`${tags[0]}${stylesheet}`);
    expect(fontPreloads(fixed)).toEqual(tags);
    expect(withFontPreloads(fixed, tags)).toBe(fixed);
    expect(withFontPreloads(faq(), tags)).toBe(faq());
    // The fixed not-found page still defers its scripts.
    expect(deferredScripts(deferHydration(fixed, { file: '404.html', payload: exported(snapshot, '404.html') })).length).toBeGreaterThan(3);
  });

  it('adds it at the end of <head> on a page without a stylesheet (the blank app)', () => {
    const tags = fontPreloads(faq());
    expect(withFontPreloads(blank('index.html'), tags)).toContain(`${tags[0]}</head>`);
  });

  it('fails loudly when no page of the export carries a font preload', () => {
    expect(() => sitePreloads([['index.html', blank('index.html')]])).toThrow(/changed shape: index\.html.*as="font"/);
  });
});

describe('compile hints on a real chunk', () => {
  const firstChunk = () => {
    const src = deferredScripts(deferHydration(blank('index.html'), { file: 'index.html', payload: exported(blank, 'index.html') }))[0];
    return readFileSync(path.join(blankDir, src), 'utf8');
  };

  it("puts V8's magic comment alone on the first line and keeps the script after it, once", () => {
    const chunk = firstChunk();
    expect(hasCompileHint(chunk)).toBe(false);
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(compileHint.length)).toBe(chunk);
    expect(hasCompileHint(hinted)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('leaves the script meaning the same: the hint is a line comment', () => {
    expect(() => new Function(withCompileHint(firstChunk()))).not.toThrow();
    const script = 'globalThis.__hintProbe = [1, 2].map((n) => n * 2);';
    new Function(withCompileHint(script))();
    expect((globalThis as unknown as { __hintProbe: number[] }).__hintProbe).toEqual([2, 4]);
  });

  it('has real chunks to work on', () => {
    expect(readdirSync(path.join(blankDir, '_next/static/chunks')).filter((f) => f.endsWith('.js')).length).toBeGreaterThan(3);
  });
});
