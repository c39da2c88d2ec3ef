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

describe('the privacy page’s date', () => {
  /** A repository holding the privacy page's sources, each commit at its own date. */
  function repositoryWith(dir: string) {
    const git = (args: string[], date?: string) =>
      execFileSync('git', args, {
        cwd: dir,
        stdio: 'ignore',
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@example.com',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@example.com',
        },
      });
    const write = (file: string, text: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    git(['init', '-q']);
    return {
      commit(files: Record<string, string>, date: string) {
        for (const [file, text] of Object.entries(files)) write(file, text);
        git(['add', '-A']);
        git(['commit', '-q', '-m', date], date);
      },
    };
  }

  /** The date a fresh build in `dir` gives the page (the dates are cached per build). */
  function dateIn(dir: string): string | undefined {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      let date: string | undefined;
      jest.isolateModules(() => {
        date = (jest.requireActual('@/lib/site/page-dates') as typeof import('@/lib/site/page-dates')).staticPageDate('privacy');
      });
      return date;
    } finally {
      process.chdir(cwd);
    }
  }

  it('moves when the policy’s wording changes (lib/legal/policy.ts holds both languages), and not for another page’s record', () => {
    const dir = mkdtempSync(join(tmpdir(), 'privacy-date-'));
    try {
      const repo = repositoryWith(dir);
      repo.commit(
        {
          'components/pages/privacy-page.tsx': 'view',
          'content/pages.json': '{}',
          'lib/legal/policy.ts': 'policy',
          'content/faq.json': '{}',
        },
        '2026-01-05T10:00:00Z',
      );
      expect(dateIn(dir)).toBe('2026-01-05T10:00:00.000Z');
      repo.commit({ 'lib/legal/policy.ts': 'policy, Spanish section reworded' }, '2026-03-09T10:00:00Z');
      expect(dateIn(dir)).toBe('2026-03-09T10:00:00.000Z');
      repo.commit({ 'content/faq.json': '{"changed":true}' }, '2026-04-01T10:00:00Z');
      expect(dateIn(dir)).toBe('2026-03-09T10:00:00.000Z');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
