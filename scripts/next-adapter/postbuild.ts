// Runs after `next build && next-sitemap`, as an adapter for the pinned Next version
// (docs/decisions/012-post-build-step-is-a-version-pinned-adapter.md): it throws, naming the
// page and what it expected, when Next's export no longer has the shape it reads. It
// moves each page's Next chunks and inline flight payload behind a loader that starts them
// after the first paint (scripts/next-adapter/deferred-scripts.ts; the loader fetches the payload from
// the .txt file Next already exports beside each page, so it is not written twice),
// marks those chunks for eager compilation off the main thread (scripts/next-adapter/compile-hints.ts),
// gives every page the web font preload Next leaves out of some (scripts/next-adapter/font-preloads.ts),
// hashes every inline <script> of every exported page and writes the host configuration with one
// default Content-Security-Policy that allows exactly those scripts (no 'unsafe-inline') and
// states only the exceptions per path, so no host file grows with the pages:
//   out/_headers       Netlify and Cloudflare Pages (the preview server applies it too)
//   out/_redirects     Netlify: the site's redirects (/contact) and each page's .html twin
//   out/.htaccess      Apache
//   out/.nojekyll      GitHub Pages: serve the folder as it is (no Jekyll, which drops _next/)
//   deploy/nginx.conf  nginx (a server block to include; not served)
// Each page also gets the policy as a <meta> tag, so hosts that cannot set headers enforce it, and
// each redirected address a noindex stand-in page for hosts that cannot redirect (GitHub Pages).
// The owner's editor (out/admin/, written by scripts/admin/build-admin.ts before this step) gets
// its own rules in the three host files.
import { access, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withCompileHint } from './compile-hints';
import { publishImages } from '../assets/publish-images';
import {
  type PayloadFile,
  deferHydration,
  deferredScripts,
  payloadFileOf,
  shapeError,
  unrequestedPayloadFile,
  withoutStructuredDataText,
} from './deferred-scripts';
import { sitePreloads, withFontPreloads } from './font-preloads';
import { headersFile, redirectsFile } from '../host/headers-file';
import { type HostPage, isRedirectPage, redirectPage, redirectPageFile, sitePolicy, urlPathOf, withMetaPolicy } from '../host/host-files';
import { headersLimitProblems, redirectsLimitProblems } from '../host/host-limits';
import { htaccess } from '../host/htaccess';
import { nginxConf } from '../host/nginx-conf';
import { externalOrigins, formReturnOrigins, scriptHashes } from '../host/policy';
import { siteRedirects } from '../host/site-redirects';
import address from '../../lib/content/generated/site-address.json' with { type: 'json' };

const outDir = path.resolve(process.argv[2] ?? 'out');
const deployDir = path.resolve(process.argv[3] ?? 'deploy');

async function htmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      // The owner's editor (admin/) is no Next page: it has its own policy (editorContentSecurityPolicy).
      if (entry.isDirectory()) return entry.name === '_next' || relative === 'admin' ? [] : htmlFiles(path.join(dir, entry.name), relative);
      // A redirected address's stand-in page (written below) is no page of Next's.
      return entry.name.endsWith('.html') && !isRedirectPage(relative) ? [relative] : [];
    }),
  );
  return nested.flat().sort();
}

async function main(): Promise<void> {
  // The owner's uploads leave the export; only the variants pages name stay (docs/decisions/020).
  const images = await publishImages(outDir);
  const pages: HostPage[] = [];
  const firstLoadChunks = new Set<string>();
  const sources = new Map<string, string>();
  for (const file of await htmlFiles(outDir)) sources.set(file, await readFile(path.join(outDir, file), 'utf8'));
  const origins = externalOrigins(process.env, formReturnOrigins(sources.values()));
  const fonts = sitePreloads([...sources]);
  const transformed = new Map<string, string>();
  for (const [file, source] of sources) {
    const payloadFile = payloadFileOf(file);
    let payload: PayloadFile;
    try {
      payload = { file: payloadFile, text: await readFile(path.join(outDir, ...payloadFile.split('/')), 'utf8') };
    } catch {
      throw shapeError(file, `expected Next to export its flight payload as ${payloadFile}, which is missing`);
    }
    const html = deferHydration(withFontPreloads(source, fonts), { file, payload });
    // The payload the loader fetches, without the JSON-LD the HTML already carries.
    await writeFile(path.join(outDir, ...payloadFile.split('/')), withoutStructuredDataText(payload.text));
    for (const src of deferredScripts(html)) firstLoadChunks.add(src);
    transformed.set(file, html);
    pages.push({ file, path: urlPathOf(file), hashes: scriptHashes(html) });
  }
  // Every page carries the one policy the host files send, for hosts that send none (GitHub Pages).
  const metaPolicy = sitePolicy(pages, origins, { meta: true });
  for (const [file, html] of transformed) await writeFile(path.join(outDir, file), withMetaPolicy(html, metaPolicy));
  // GitHub Pages cannot redirect: a redirected address serves a noindex page pointing at its target.
  for (const { from, to, label } of siteRedirects)
    await writeFile(path.join(outDir, redirectPageFile(from)), redirectPage({ to, label, siteUrl: address.siteUrl, policy: metaPolicy }));

  // The chunk names are content hashes; the hint is the same in every build, so a name still
  // stands for one content.
  for (const src of firstLoadChunks) {
    const chunk = path.join(outDir, ...src.split('/'));
    await access(chunk).catch(() => {
      throw shapeError(src, 'a page lists this chunk, but the export has no such file');
    });
    await writeFile(chunk, withCompileHint(await readFile(chunk, 'utf8')));
  }

  // Files no visitor's browser asks for: one per page, as large as the page's payload.
  const unrequested = (await readdir(outDir, { recursive: true })).filter(
    (file) => path.basename(file) === unrequestedPayloadFile && !file.startsWith(`_next${path.sep}`),
  );
  await Promise.all(unrequested.map((file) => rm(path.join(outDir, file))));

  const editor = await access(path.join(outDir, 'admin', 'index.html')).then(
    () => true,
    () => false,
  );
  const hostOptions = { editor, redirects: siteRedirects };
  const headers = headersFile(pages, origins, hostOptions);
  const redirects = redirectsFile(pages, hostOptions);
  // Cloudflare Pages would skip what is past its limits without failing the deploy.
  const overLimits = [...headersLimitProblems(headers), ...redirectsLimitProblems(redirects)];
  if (overLimits.length) throw new Error(`host files past Cloudflare Pages' limits:\n${overLimits.join('\n')}`);

  await writeFile(path.join(outDir, '_headers'), headers);
  await writeFile(path.join(outDir, '.htaccess'), htaccess(pages, origins, hostOptions));
  await writeFile(path.join(outDir, '_redirects'), redirects);
  // GitHub Pages would run the export through Jekyll, which leaves out folders starting with _ (_next/).
  await writeFile(path.join(outDir, '.nojekyll'), '');
  await mkdir(deployDir, { recursive: true });
  await writeFile(path.join(deployDir, 'nginx.conf'), nginxConf(pages, origins, hostOptions));

  const hashCount = new Set(pages.flatMap((page) => page.hashes)).size;
  console.log(
    `postbuild: ${pages.length} pages, ${hashCount} inline-script hashes, ${firstLoadChunks.size} chunks marked for eager compilation, ${unrequested.length} unrequested payload copies removed, ${images.originals.length} uploaded originals and ${images.unnamed.length} unnamed image variants left out; wrote out/_headers, out/_redirects, out/.htaccess, out/.nojekyll, deploy/nginx.conf`,
  );
  console.log(
    `postbuild: connect-src/form-action allow ${[...origins.leads, origins.geocoder].join(', ')}; forms return to ${origins.returns.join(', ') || 'this site'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
