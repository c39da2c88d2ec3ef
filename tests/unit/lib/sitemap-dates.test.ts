/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastCommitDate } from '@/lib/site/content-dates';
import { pageGraph } from '@/lib/structured-data/page-graph';

describe('a page’s content date', () => {
  it('is the date of the last commit that touched its content, the same on every build of that commit', () => {
    const expected = execFileSync('git', ['log', '-1', '--format=%cI', '--', 'content/faq*'], { encoding: 'utf8' }).trim();
    const date = lastCommitDate(['content/faq*']);
    expect(date).toBe(new Date(expected).toISOString());
    expect(lastCommitDate(['content/faq*'])).toBe(date);
  });

  it('is missing, never the build time, for content git has no history of', () => {
    expect(lastCommitDate(['content/no-such-record*'])).toBeUndefined();
  });
});

describe('the sitemap', () => {
  it('takes each page’s lastmod from the dateModified its WebPage states, and sets no priority', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
    const cwd = process.cwd();
    const graph = pageGraph({ path: '/faq', title: 'FAQ', description: 'Questions', dateModified: '2026-09-14T08:30:00.000Z' });
    try {
      mkdirSync(join(dir, 'out'));
      writeFileSync(
        join(dir, 'out', 'faq.html'),
        `<html><head><link rel="canonical" href="https://www.example.com/faq"/><script type="application/ld+json">${JSON.stringify(graph)}</script></head></html>`,
      );
      const { default: config } = jest.requireActual('@/next-sitemap.config.ts') as {
        default: { transform: (config: unknown, path: string) => Promise<unknown> };
      };
      process.chdir(dir);
      await expect(config.transform({}, '/faq')).resolves.toEqual({ loc: '/faq', lastmod: '2026-09-14T08:30:00.000Z' });
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a reviewed pair of languages the hreflang set their heads state, and nothing to a page without one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
    const cwd = process.cwd();
    const head = (path: string, links: string) =>
      `<html><head><link rel="canonical" href="https://www.example.com${path}"/>${links}</head></html>`;
    const pair =
      '<link rel="alternate" hrefLang="en" href="https://www.example.com/faq"/>' +
      '<link rel="alternate" hrefLang="es" href="https://www.example.com/es/preguntas-frecuentes"/>' +
      '<link rel="alternate" hrefLang="x-default" href="https://www.example.com/faq"/>';
    try {
      mkdirSync(join(dir, 'out', 'es'), { recursive: true });
      writeFileSync(join(dir, 'out', 'faq.html'), head('/faq', pair));
      writeFileSync(join(dir, 'out', 'pricing.html'), head('/pricing', ''));
      const { default: config } = jest.requireActual('@/next-sitemap.config.ts') as {
        default: { transform: (config: unknown, path: string) => Promise<{ alternateRefs?: unknown[] } | null> };
      };
      process.chdir(dir);
      expect((await config.transform({}, '/faq'))?.alternateRefs).toEqual([
        { hreflang: 'en', href: 'https://www.example.com/faq', hrefIsAbsolute: true },
        { hreflang: 'es', href: 'https://www.example.com/es/preguntas-frecuentes', hrefIsAbsolute: true },
        { hreflang: 'x-default', href: 'https://www.example.com/faq', hrefIsAbsolute: true },
      ]);
      expect(await config.transform({}, '/pricing')).not.toHaveProperty('alternateRefs');
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
