import { execFileSync } from 'node:child_process';

const cache = new Map<string, string | undefined>();

/**
 * When the content behind a page last changed: the date of the last commit that touched any of
 * `paths` (git pathspecs, so `content/faq*` also finds the record once it is a data file), in UTC.
 * The same commit always gives the same date, so a rebuild never claims a page changed. Without
 * git history (an unpacked archive) there is no honest date, and the page has none.
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
