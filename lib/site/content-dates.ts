import { execFileSync } from 'node:child_process';

const cache = new Map<string, string | undefined>();

/**
 * The UTC date of the last commit that touched any of `paths` (git pathspecs); none without git
 * history. See docs/decisions/023-one-graph-per-page.md.
 */
export function lastCommitDate(paths: readonly string[]): string | undefined {
  const key = paths.join('\0');
  if (!cache.has(key)) {
    let date: string | undefined;
    try {
      const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...paths], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      date = out ? new Date(out).toISOString() : undefined;
    } catch {
      date = undefined;
    }
    cache.set(key, date);
  }
  return cache.get(key);
}
