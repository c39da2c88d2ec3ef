// Hydration after first paint (docs/decisions/005-hydration-after-first-paint.md). Next puts its
// framework and page chunks in <head> as async scripts and the page's React Server Components
// payload ("flight" data, about half of the gzipped HTML) inline in <body>. On a slow phone all
// of it shares the connection with the stylesheet, the font and the HTML itself, and the page
// paints later than it needs to. The page is complete without them: links, the phone number and
// the forms all work before hydration. So the post-build step
// - takes the chunk tags out (Next writes most in <head>, one in <body>),
// - drops the inline `self.__next_f.push([1, ...])` payload, keeping Next's one-line bootstrap
//   inline: the same payload is the `.txt` file Next exports beside each page (faq.html ->
//   faq.txt), which its router fetches on client-side navigation. The loader fetches that file,
//   fingerprinted with `?v=<hash of its content>` (docs/decisions/016-flight-payload-from-nexts-txt.md),
// - lists both in a JSON block and adds one small loader that, once the browser reports its
//   first contentful paint, fetches the payload, hands it to Next exactly as the inline
//   scripts would have, and only then starts the chunks (at once where paint timing is not
//   supported, and after 3 s at the latest, e.g. in a tab opened in the background). If the
//   payload cannot be fetched (offline), the page stays static and tries again once online.
// It reads Next's exact serialization, which the pinned Next version fixes
// (docs/decisions/011-next-pinned-to-an-exact-version.md): when a page does not have the shape
// it expects, it throws and names the page, so an upgrade fails the build instead of shipping
// pages that silently keep (or lose) their scripts (docs/decisions/012-post-build-step-is-a-version-pinned-adapter.md).
// The loader is the same on every page, so it adds a single CSP hash. Pure functions: the
// post-build step does the file I/O.
import { createHash } from 'node:crypto';

export const deferredListId = 'deferred-scripts';

// Written out by hand (no build step runs on it); kept to syntax every browser we serve parses.
export const deferredLoader = [
  '(function(){',
  `var list=document.getElementById(${JSON.stringify(deferredListId)});`,
  'if(!list||!window.fetch)return;',
  'var plan=JSON.parse(list.textContent),started=false;',
  'function load(){plan.scripts.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)})}',
  'function start(){if(started)return;started=true;',
  'if(!plan.data)return load();',
  'fetch(plan.data).then(function(r){if(!r.ok)throw new Error(r.status);return r.text()}).then(function(text){',
  'var f=self.__next_f=self.__next_f||[];f.push([1,text]);load()',
  '},function(){started=false;window.addEventListener("online",start)})}',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(!types||types.indexOf("paint")<0)return start();',
  'new PerformanceObserver(function(entries,observer){if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});',
  'setTimeout(start,3000)',
  '})()',
].join('');

const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/[^"]+\.js)"\/>/g;
// Next escapes "<" in the payload as \u003c, so ")</script>" ends each push.
const flightPush = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;
const flightBootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
// What is left of Next's scripts once the adapter has taken what it knows.
const leftoverChunk = /<script src="\/_next\/static\/[^"]+"(?![^>]*noModule)[^>]*>|<link rel="preload" as="script"[^>]*>/;

/** An error that says which page no longer looks like the export the adapter was written for. */
export function shapeError(file: string, expected: string): Error {
  return new Error(
    `Next's export changed shape: ${file}: ${expected}. The post-build adapter (scripts/host/) reads the serialization of the pinned Next version; see docs/decisions/012-post-build-step-is-a-version-pinned-adapter.md`,
  );
}

/**
 * The file Next exports beside a page with the page's flight payload, relative to the export
 * root: faq.html -> faq.txt, index.html -> index.txt, blog/x.html -> blog/x.txt. The not-found
 * page (404.html) is Next's _not-found.html under another name, so its payload is _not-found.txt.
 */
export function payloadFileOf(htmlFile: string): string {
  const clean = htmlFile.split('\\').join('/');
  if (clean === '404.html') return '_not-found.txt';
  return clean.replace(/\.html$/, '.txt');
}

const structuredData = Buffer.from('{"@context":"https://schema.org"');
const [colon, newline, comma] = [':', '\n', ','].map((c) => c.charCodeAt(0));

/**
 * The payload without the text of the page's JSON-LD. The HTML carries the JSON-LD for crawlers;
 * in the payload it is a text row (`<id>:T<length in bytes, hex>,<text>`, the next row following
 * at once) that the <script> element's __html refers to. React does not compare a script's inner
 * HTML when it hydrates, so the row can be empty and the script keeps the server's text
 * (docs/decisions/016-flight-payload-from-nexts-txt.md): about 750 bytes gzipped a page. Other
 * rows are one line each. Idempotent; a payload it cannot read row by row comes back as it was.
 */
export function withoutStructuredDataText(payload: string): string {
  const bytes = Buffer.from(payload, 'utf8');
  const parts: Buffer[] = [];
  let at = 0;
  let kept = 0;
  while (at < bytes.length) {
    const idEnd = bytes.indexOf(colon, at);
    if (idEnd < 0) return payload;
    if (bytes[idEnd + 1] !== 'T'.charCodeAt(0)) {
      const lineEnd = bytes.indexOf(newline, idEnd);
      at = lineEnd < 0 ? bytes.length : lineEnd + 1;
      continue;
    }
    const lengthEnd = bytes.indexOf(comma, idEnd);
    const length = parseInt(bytes.subarray(idEnd + 2, lengthEnd).toString('latin1'), 16);
    if (lengthEnd < 0 || !Number.isFinite(length)) return payload;
    const textStart = lengthEnd + 1;
    if (bytes.subarray(textStart, textStart + structuredData.length).equals(structuredData)) {
      parts.push(bytes.subarray(kept, idEnd), Buffer.from(':T0,'));
      kept = textStart + length;
    }
    at = textStart + length;
  }
  parts.push(bytes.subarray(kept));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Next writes `<page>/__next._full.txt` beside each page's segment files: the page's whole payload
 * again, for a server to answer full-page requests from. A static host has no such server: the
 * router asks a static export for `<page>.txt` (a navigation) and for `_tree` and the segment
 * files (a prefetch), never for `_full` (measured with every kind of link, and read in Next's
 * client: it builds no such name), so the post-build step leaves it out of the export.
 */
export const unrequestedPayloadFile = '__next._full.txt';

/** The URL the loader fetches a payload at: the file's path, fingerprinted by its content. */
export function payloadUrl(payloadFile: string, text: string): string {
  const hash = createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 20);
  return `/${payloadFile}?v=${hash}`;
}

/**
 * Moves the page's async Next chunks, its script preloads and its inline flight payload behind
 * the first-paint loader. `payload` is the page's exported payload file (`{ file, text }`,
 * file relative to the export root, see payloadFileOf); the inline payload must be exactly its
 * text. Throws, naming `file`, when the page lacks what every page Next exports carries (async
 * chunk tags, the payload bootstrap, inline payload pushes, </body>), when anything of Next's
 * scripts is left over, or when the page was already transformed.
 */
export interface PayloadFile {
  /** Relative to the export root (payloadFileOf). */
  file: string;
  text: string;
}

export function deferHydration(html: string, { file, payload }: { file: string; payload: PayloadFile | null }): string {
  if (html.includes(`id="${deferredListId}"`)) throw shapeError(file, 'the page already defers its scripts (postbuild ran twice?)');
  const scripts: string[] = [];
  const take = (_tag: string, url: string) => {
    if (!scripts.includes(url)) scripts.push(url);
    return '';
  };
  let rest = html.replace(scriptPreload, take);
  const preloads = scripts.length;
  rest = rest.replace(asyncScript, take);
  if (scripts.length === preloads)
    throw shapeError(file, 'expected <script src="/_next/static/....js" async=""></script> chunk tags, found none');
  if (!rest.includes(flightBootstrap)) throw shapeError(file, `expected the payload bootstrap ${flightBootstrap}`);

  let inline = '';
  let pushes = 0;
  rest = rest.replace(flightPush, (tag: string, argument: string) => {
    if (tag === flightBootstrap) return tag;
    let entry: unknown;
    try {
      entry = JSON.parse(argument);
    } catch {
      throw shapeError(file, `expected a JSON argument in ${tag.slice(0, 80)}...`);
    }
    if (!Array.isArray(entry) || entry[0] !== 1 || typeof entry[1] !== 'string') {
      throw shapeError(file, `expected payload pushes of the form [1, "<text>"], found ${JSON.stringify(entry).slice(0, 60)}`);
    }
    inline += entry[1];
    pushes += 1;
    return '';
  });
  if (pushes === 0) throw shapeError(file, 'expected inline <script>self.__next_f.push([1,"..."])</script> payload, found none');
  if (rest.replace(flightBootstrap, '').includes('self.__next_f'))
    throw shapeError(file, 'inline payload left over that the adapter did not recognise');
  const leftover = leftoverChunk.exec(rest);
  if (leftover) throw shapeError(file, `a script tag of Next's left over that the adapter did not recognise: ${leftover[0]}`);
  // The file may already be the served one, without the JSON-LD's text (404.html and _not-found.html share it).
  if (!payload || withoutStructuredDataText(inline) !== withoutStructuredDataText(payload.text)) {
    throw shapeError(
      file,
      `expected its inline payload to be exactly the exported ${payload?.file ?? 'payload file'} (${inline.length} characters inline, ${payload?.text.length ?? 'no file'})`,
    );
  }

  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) throw shapeError(file, 'expected </body>');
  // The URLs match /_next/static/... and /<page>.txt?v=<hex> without quotes or "<", so the JSON is safe inline.
  // The file is served without the JSON-LD's text (the post-build step writes it so).
  const plan = JSON.stringify({ scripts, data: payloadUrl(payload.file, withoutStructuredDataText(payload.text)) });
  const tail = `<script type="application/json" id="${deferredListId}">${plan}</script><script>${deferredLoader}</script>`;
  return rest.slice(0, bodyEnd) + tail + rest.slice(bodyEnd);
}

interface DeferredPlan {
  scripts: string[];
  data: string | null;
}

function readPlan(html: string): DeferredPlan {
  const match = new RegExp(`<script type="application/json" id="${deferredListId}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as DeferredPlan) : { scripts: [], data: null };
}

/** The chunk URLs a transformed page starts after its first paint, in order. */
export function deferredScripts(html: string): string[] {
  return readPlan(html).scripts;
}

/** The URL of the flight payload a transformed page fetches after its first paint, or null. */
export function deferredPageData(html: string): string | null {
  return readPlan(html).data;
}
