// `npx tsx scripts/next-adapter/next-snapshot.ts`: refreshes tests/fixtures/next-export/, a snapshot of pages
// of ours exactly as the pinned Next version exports them, before the post-build step touches
// them. The adapter's unit tests (tests/unit/scripts/next-adapter/next-adapter.test.ts) run on it besides the real
// export of the blank fixture app, so they need no build of the whole site. Run it after
// upgrading Next (docs/decisions/011-next-pinned-to-an-exact-version.md) or when the layout's
// head changes; it builds the site with the shipped settings (like `npm run build`), copies the
// raw pages, then finishes the export as `npm run build` does.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { payloadFileOf } from './deferred-scripts';

const target = 'tests/fixtures/next-export';
// A page with the web font preload and a form, and the not-found page Next leaves the preload out of.
const pages = ['faq.html', '404.html'];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const version = (pkg: string) => (JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')) as { version: string }).version;

run(process.execPath, ['--import', 'tsx', 'scripts/assets/build.ts']);
run('npx', ['next', 'build']);
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const files = pages.flatMap((page) => [page, payloadFileOf(page)]);
for (const file of files) copyFileSync(path.join('out', file), path.join(target, file));
const meta = { next: version('next'), react: version('react'), pages: pages.map((page) => ({ page, payload: payloadFileOf(page) })) };
writeFileSync(path.join(target, 'snapshot.json'), `${JSON.stringify(meta, null, 2)}\n`);
console.log(`next-snapshot: ${files.join(', ')} from next@${meta.next} -> ${target}/`);
run('node', ['--import', 'tsx', 'node_modules/next-sitemap/bin/next-sitemap.mjs', '--config', 'next-sitemap.config.ts']);
run(process.execPath, ['--import', 'tsx', 'scripts/next-adapter/postbuild.ts']);
