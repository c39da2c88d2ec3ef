/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sitemapContents } from '@/scripts/checks/site-check/site-rules';

// next-sitemap with the site's configuration (next-sitemap.config.ts) on a small export, with as
// few URLs per file as a test can afford: one sitemap.xml while the pages fit in a file, an index
// of files that each fit once they do not, and every indexable page listed either way.
const siteUrl = 'https://www.example.com';
const repo = process.cwd();
const indexable = Array.from({ length: 7 }, (_, index) => `/garage-door-place-${index}`);

function page(urlPath: string, { noindex = false } = {}): string {
  const graph = { '@context': 'https://schema.org', '@graph': [{ '@id': `${siteUrl}${urlPath}#webpage`, dateModified: '2026-05-01' }] };
  return [
    '<!DOCTYPE html><html><head>',
    noindex ? '<meta name="robots" content="noindex"/>' : '',
    `<link rel="canonical" href="${siteUrl}${urlPath}"/>`,
    `<script type="application/ld+json">${JSON.stringify(graph)}</script>`,
    '</head><body></body></html>',
  ].join('');
}

function sitemapOf(urlsPerFile: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'sitemap-split-'));
  try {
    mkdirSync(path.join(root, 'out'));
    for (const urlPath of indexable) writeFileSync(path.join(root, 'out', `${urlPath.slice(1)}.html`), page(urlPath));
    writeFileSync(path.join(root, 'out', 'thank-you.html'), page('/thank-you', { noindex: true }));
    const config = path.join(repo, 'next-sitemap.config');
    writeFileSync(
      path.join(root, 'sitemap.config.ts'),
      `import { sitemapConfig } from ${JSON.stringify(config)};\nexport default sitemapConfig({ siteUrl: ${JSON.stringify(siteUrl)}, urlsPerFile: ${urlsPerFile} });\n`,
    );
    const cli = path.join(repo, 'node_modules', 'next-sitemap', 'bin', 'next-sitemap.mjs');
    const tsx = path.join(repo, 'node_modules', 'tsx', 'dist', 'loader.mjs');
    const run = spawnSync(process.execPath, ['--import', tsx, cli, '--config', 'sitemap.config.ts'], { cwd: root, encoding: 'utf8' });
    expect({ status: run.status, output: run.status ? run.stderr + run.stdout : '' }).toEqual({ status: 0, output: '' });
    const read = (name: string) => {
      try {
        return readFileSync(path.join(root, 'out', name), 'utf8');
      } catch {
        return null;
      }
    };
    return { root: read('sitemap.xml') ?? '', robots: read('robots.txt') ?? '', ...sitemapContents(read, new URL(siteUrl)) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const paths = (entries: { loc: string | null }[]) => entries.map((entry) => new URL(entry.loc ?? '').pathname).sort();

test('a site that fits in one file gets one sitemap.xml listing every indexable page', () => {
  const sitemap = sitemapOf(45_000);
  expect(sitemap.root).toMatch(/<urlset\b/);
  expect(sitemap.problems).toEqual([]);
  expect(paths(sitemap.entries)).toEqual([...indexable].sort());
});

test('a site past the URLs of one file gets an index of files that each fit, listing every indexable page once', () => {
  const sitemap = sitemapOf(3);
  expect(sitemap.root).toMatch(/<sitemapindex\b/);
  expect(sitemap.root.match(/<sitemap>/g)).toHaveLength(3);
  expect(sitemap.problems).toEqual([]);
  expect(paths(sitemap.entries)).toEqual([...indexable].sort());
  expect(sitemap.robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});
