/**
 * @jest-environment node
 */
// A city file copied from another and only renamed clashes with its original (address, menu place,
// search title and description). Every line names the copy, the file the owner should change, and
// says why it is taken for the copy: it is not yet committed, or git saw it added later.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyForEachTest } from '@/tests/helpers/content-copy';

jest.setTimeout(60_000);

const copy = copyForEachTest();

/** git in the copy, as a fixed person at a fixed time (seconds since 1970), so one commit is later than another. */
function git(args: string[], at = 1_800_000_000): void {
  const date = `${at} +0000`;
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', ...args], {
    cwd: copy.root,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    stdio: 'ignore',
  });
}

function commitAll(message: string, at?: number): void {
  git(['add', '-A'], at);
  git(['commit', '-q', '-m', message], at);
}

/** Copies Punta Gorda's file to a new city and changes only its name (and the slug the file name asks for). */
function copyPuntaGorda(slug: string, name: string): string {
  const city = JSON.parse(readFileSync(path.join(copy.root, 'content/cities/punta-gorda.json'), 'utf8'));
  const file = `content/cities/${slug}.json`;
  writeFileSync(path.join(copy.root, file), JSON.stringify({ ...city, slug, name }, null, 2));
  return file;
}

beforeEach(() => {
  git(['init', '-q']);
  // The symlinked app/, public/ and node_modules/ are the site's own, not the owner's data.
  writeFileSync(path.join(copy.root, '.gitignore'), 'app\npublic\nnode_modules\n');
  commitAll('The site as it shipped');
});

describe('a city copied from Punta Gorda and only renamed', () => {
  it.each([
    ['after the original in the folder', 'port-charlotte', 'Port Charlotte'],
    ['before the original in the folder', 'charlotte-harbor', 'Charlotte Harbor'],
  ])('not yet committed, %s: every line names the copy and says to change it there', (_where, slug, name) => {
    const copied = copyPuntaGorda(slug, name);
    const problems = copy.problems();
    expect(problems).toEqual([
      expect.stringMatching(
        /pages\.long\.routes\[0\]\.slug: "garage-door-punta-gorda" is already used by content\/cities\/punta-gorda\.json;/,
      ),
      expect.stringMatching(
        /reads like content\/cities\/punta-gorda\.json with the place name changed \(\d+% of its five-word sequences\);/,
      ),
      expect.stringMatching(
        /pages\.long\.routes\[0\]\.title: is the same as content\/cities\/punta-gorda\.json \(pages\.long\.routes\[0\]\)'s;/,
      ),
      expect.stringMatching(/pages\.long\.routes\[0\]\.description: is the same as content\/cities\/punta-gorda\.json/),
    ]);
    for (const line of problems) {
      expect(line.startsWith(`${copied}: `)).toBe(true);
      expect(line).toMatch(
        /; this file is new or changed since the last commit, so (give (the page|this page) its own \w+|write its own words \(.*\)) here$/,
      );
    }
  });

  it('committed later (an editor’s save): every line names the copy, added after the original', () => {
    const copied = copyPuntaGorda('port-charlotte', 'Port Charlotte');
    commitAll('Add Port Charlotte', 1_800_086_400);
    const problems = copy.problems();
    expect(problems).toHaveLength(4);
    for (const line of problems)
      expect(line).toMatch(
        new RegExp(`^${copied}: .*; this file was added to the site after content/cities/punta-gorda\\.json, so (give|write) .* here$`),
      );
  });

  it('where git cannot tell the two apart (both new), the line names both and says to change the copy', () => {
    copyPuntaGorda('port-charlotte', 'Port Charlotte');
    copyPuntaGorda('charlotte-harbor', 'Charlotte Harbor');
    git(['rm', '-q', '--cached', 'content/cities/punta-gorda.json']);
    const routes = copy.problems().filter((line) => line.includes('.slug: "garage-door-punta-gorda"'));
    expect(routes).toContain(
      'content/cities/port-charlotte.json: pages.long.routes[0].slug: "garage-door-punta-gorda" is already used by content/cities/charlotte-harbor.json; give the page its own address in one of the two (in the copy, if one was copied from the other)',
    );
  });
});
