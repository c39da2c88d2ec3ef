// The baseline for byte budgets and the bench: a blank App Router page (tests/fixtures/blank-app)
// built with the Next.js and React installed here, so the comparison follows every upgrade.
// It is built in a copy under .next/cache/ (which git, lint and tsc ignore, and which `next build`
// keeps while it empties the rest of .next/) and rebuilt only when the installed Next.js version
// or the fixture changes; a build takes 10-20 s. The post-build adapter's unit tests run on the
// same export (tests/unit/scripts/next-adapter/next-adapter.test.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measurePage, type PageBytes } from './page-bytes';

export interface BlankBaseline extends PageBytes {
  outDir: string;
  next: string;
  react: string;
}

const fixture = 'tests/fixtures/blank-app';
const workDir = '.next/cache/blank-app';

const versionOf = (pkg: string) => (JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')) as { version: string }).version;

function stamp(): string {
  const next = versionOf('next');
  const react = versionOf('react');
  const sources = ['app/layout.jsx', 'app/page.jsx', 'next.config.mjs', 'package.json'].map((f) =>
    readFileSync(path.join(fixture, f), 'utf8'),
  );
  return JSON.stringify({ next, react, sources });
}

/** Builds the blank export if needed; returns its folder, versions and first-load bytes. */
export function blankBaseline({ log = () => {} }: { log?: (message: string) => void } = {}): BlankBaseline {
  const outDir = path.join(workDir, 'out');
  const stampFile = path.join(workDir, 'stamp.json');
  const current = stamp();
  if (!existsSync(path.join(outDir, 'index.html')) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== current) {
    log('building the blank baseline page...');
    rmSync(workDir, { recursive: true, force: true });
    cpSync(fixture, workDir, { recursive: true });
    const result = spawnSync('npx', ['next', 'build', workDir], {
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`blank baseline build failed:\n${result.stdout}\n${result.stderr}`);
    writeFileSync(stampFile, current);
  }
  const { next, react } = JSON.parse(current) as { next: string; react: string };
  return { outDir, next, react, ...measurePage(outDir, 'index.html') };
}
