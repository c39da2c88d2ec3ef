// Hydration after first paint. Next puts its framework and page chunks in <head> as async
// scripts, so on a slow phone they share the connection with the stylesheet, the font and the
// HTML itself, and the page paints later than it needs to. The page is complete without them:
// links, the phone number and the forms all work before hydration. So the post-build step
// takes those tags out (Next writes most in <head>, one in <body>), lists their URLs in a JSON
// block and adds one small loader that starts them once the browser reports its first
// contentful paint (at once where paint timing is not supported, and after 3 s at the latest,
// e.g. in a tab opened in the background). The loader is the same on every page, so it adds a
// single CSP hash. Pure functions: the post-build step does the file I/O.

export const deferredListId = 'deferred-scripts';

// Written out by hand (no build step runs on it); kept to syntax every browser we serve parses.
export const deferredLoader = [
  '(function(){',
  `var list=document.getElementById(${JSON.stringify(deferredListId)});`,
  'if(!list)return;',
  'var urls=JSON.parse(list.textContent),started=false;',
  'function start(){if(started)return;started=true;',
  'urls.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)})}',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(!types||types.indexOf("paint")<0)return start();',
  'new PerformanceObserver(function(entries,observer){if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});',
  'setTimeout(start,3000)',
  '})()',
].join('');

const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/**
 * Moves the page's async Next chunks (and its script preloads) behind the first-paint loader.
 * Returns the HTML unchanged if it has none, and fails loudly if it was already transformed.
 */
export function deferChunkScripts(html) {
  if (html.includes(`id="${deferredListId}"`)) throw new Error('The page already defers its scripts');
  const urls = [];
  const take = (_tag, url) => {
    if (!urls.includes(url)) urls.push(url);
    return '';
  };
  const rest = html.replace(scriptPreload, take).replace(asyncScript, take);
  if (urls.length === 0) return html;
  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('No </body> in the page');
  // The URLs match /_next/static/...js without quotes or "<", so the JSON is safe inline.
  const tail = `<script type="application/json" id="${deferredListId}">${JSON.stringify(urls)}</script><script>${deferredLoader}</script>`;
  return rest.slice(0, bodyEnd) + tail + rest.slice(bodyEnd);
}

/** The chunk URLs a transformed page starts after its first paint, in order. */
export function deferredScripts(html) {
  const match = new RegExp(`<script type="application/json" id="${deferredListId}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : [];
}
