import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testBuildEnv } from './test-env';

/** What a build needs from the project; node_modules is hard-linked (a symlink would leave Turbopack's root). */
const parts = [
  'app',
  'components',
  'lib',
  'public',
  'scripts',
  'package.json',
  'tsconfig.json',
  'next.config.mjs',
  'postcss.config.mjs',
  'next-sitemap.config.ts',
  'tailwind.config.ts',
  'tests/helpers',
];
const skipped = new Set(['lib/content/generated', 'public/images/_generated', 'public/service-area-zips.json']);

/**
 * A throwaway copy of the project under .cache/ (same disk as node_modules, so hard links work),
 * for tests that edit the owner's data files and rebuild the site from them.
 */
export function makeSiteCopy(root = process.cwd()): string {
  const parent = path.join(root, '.cache');
  mkdirSync(parent, { recursive: true });
  const copy = mkdtempSync(path.join(parent, 'site-'));
  for (const part of parts) {
    cpSync(path.join(root, part), path.join(copy, part), {
      recursive: true,
      filter: (source) => !skipped.has(path.relative(root, source).split(path.sep).join('/')),
    });
  }
  // The tests' own data files stand in for the owner's, as in every test build (test-env.ts).
  cpSync(path.join(root, testBuildEnv.CONTENT_DIR), path.join(copy, 'content'), { recursive: true });
  // Code that still sits beside the data files (the forms' definitions) is the project's own.
  for (const name of readdirSync(path.join(root, 'content')).filter((file) => file.endsWith('.ts')))
    cpSync(path.join(root, 'content', name), path.join(copy, 'content', name));
  // Hard links: instant, and a build in the copy never writes into the project's own packages.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  return copy;
}

export function removeSiteCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}

export function readJson<T = Record<string, unknown>>(copy: string, file: string): T {
  return JSON.parse(readFileSync(path.join(copy, file), 'utf8')) as T;
}

export function writeJson(copy: string, file: string, data: unknown): void {
  writeFileSync(path.join(copy, file), `${JSON.stringify(data, null, 2)}\n`);
}

/** `npm run build` in the copy, as the tests build the site (forms post to the capture origin). */
export function buildSiteCopy(copy: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', 'build'],
      // The copy's content/ is what the test edited: no CONTENT_DIR.
      {
        cwd: copy,
        env: { ...process.env, ...testBuildEnv, CONTENT_DIR: '', SKIP_BUILD_TYPECHECK: '1' },
        timeout: 400_000,
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}
