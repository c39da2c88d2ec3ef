// Hydration after first paint. Next puts its framework and page chunks in <head> as async
// scripts and the page's React Server Components payload ("flight" data, about half of the
// gzipped HTML) inline in <body>. On a slow phone all of it shares the connection with the
// stylesheet, the font and the HTML itself, and the page paints later than it needs to. The
// page is complete without them: links, the phone number and the forms all work before
// hydration. So the post-build step
// - takes the chunk tags out (Next writes most in <head>, one in <body>),
// - moves the inline `self.__next_f.push(...)` payload into a content-addressed JSON file under
//   /_next/static/flight/ (cached like the chunks), keeping Next's one-line bootstrap inline,
// - lists both in a JSON block and adds one small loader that, once the browser reports its
//   first contentful paint, fetches the payload, hands it to Next exactly as the inline
//   scripts would have, and only then starts the chunks (at once where paint timing is not
//   supported, and after 3 s at the latest, e.g. in a tab opened in the background). If the
//   payload cannot be fetched (offline), the page stays static and tries again once online.
// The loader is the same on every page, so it adds a single CSP hash. Pure functions: the
// post-build step does the file I/O.
import { createHash } from 'node:crypto';

export const deferredListId = 'deferred-scripts';
export const pageDataDir = '/_next/static/flight';

// Written out by hand (no build step runs on it); kept to syntax every browser we serve parses.
export const deferredLoader = [
  '(function(){',
  `var list=document.getElementById(${JSON.stringify(deferredListId)});`,
  'if(!list||!window.fetch)return;',
  'var plan=JSON.parse(list.textContent),started=false;',
  'function load(){plan.scripts.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)})}',
  'function start(){if(started)return;started=true;',
  'if(!plan.data)return load();',
  'fetch(plan.data).then(function(r){if(!r.ok)throw new Error(r.status);return r.json()}).then(function(entries){',
  'var f=self.__next_f=self.__next_f||[];entries.forEach(function(e){f.push(e)});load()',
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

/**
 * Moves the page's async Next chunks, its script preloads and its inline flight payload behind
 * the first-paint loader. Returns `{ html, data }`: `data` is the payload file to write
 * (`{ path, body }`, path from the site root) or null when the page has none. Returns the HTML
 * unchanged if it has no chunks, and fails loudly if it was already transformed.
 */
export function deferHydration(html) {
  if (html.includes(`id="${deferredListId}"`)) throw new Error('The page already defers its scripts');
  const scripts = [];
  const take = (_tag, url) => {
    if (!scripts.includes(url)) scripts.push(url);
    return '';
  };
  let rest = html.replace(scriptPreload, take).replace(asyncScript, take);
  if (scripts.length === 0) return { html, data: null };

  const entries = [];
  rest = rest.replace(flightPush, (_tag, argument) => {
    entries.push(JSON.parse(argument));
    return '';
  });
  let data = null;
  if (entries.length > 0) {
    const body = JSON.stringify(entries);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 20);
    data = { path: `${pageDataDir}/${hash}.json`, body };
  }

  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('No </body> in the page');
  // The URLs match /_next/static/... without quotes or "<", so the JSON is safe inline.
  const plan = JSON.stringify({ scripts, data: data?.path ?? null });
  const tail = `<script type="application/json" id="${deferredListId}">${plan}</script><script>${deferredLoader}</script>`;
  return { html: rest.slice(0, bodyEnd) + tail + rest.slice(bodyEnd), data };
}

function readPlan(html) {
  const match = new RegExp(`<script type="application/json" id="${deferredListId}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : { scripts: [], data: null };
}

/** The chunk URLs a transformed page starts after its first paint, in order. */
export function deferredScripts(html) {
  return readPlan(html).scripts;
}

/** The path of the flight payload a transformed page fetches after its first paint, or null. */
export function deferredPageData(html) {
  return readPlan(html).data;
}
