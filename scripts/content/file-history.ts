import { spawnSync } from 'node:child_process';

// Two data files that clash (one address, one menu place, one title) are nearly always a file
// copied from the other and not yet rewritten. The owner should change the copy, so the build
// asks git which of the two is new: the one not yet committed, or else the one committed later.

export interface FileHistory {
  /** Whether the file (as the content build names it, from the project folder) is new or changed since the last commit. */
  uncommitted(file: string): boolean;
  /** When the file was first committed, in seconds; undefined where git does not know. */
  added(file: string): number | undefined;
}

/** A folder that is no git clone (a copy, a download): nothing tells a copy from its original. */
export const noHistory: FileHistory = { uncommitted: () => false, added: () => undefined };

/** The history of the git clone at `root`, asked only when two files clash. */
export function gitHistory(root: string): FileHistory {
  const git = (...args: string[]) => {
    const result = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
    return result.status === 0 ? result.stdout : undefined;
  };
  let changed: Set<string> | undefined;
  const lines = (text: string | undefined) => (text ?? '').split('\n').filter(Boolean);
  return {
    uncommitted(file) {
      changed ??= new Set([
        ...lines(git('diff', '--name-only', '--relative', 'HEAD', '--', '.')),
        ...lines(git('ls-files', '--others', '--exclude-standard', '--', '.')),
      ]);
      return changed.has(file);
    },
    added(file) {
      const [time] = lines(git('log', '--diff-filter=A', '--format=%ct', '-1', '--', file));
      return time ? Number(time) : undefined;
    },
  };
}

/** The copy of two clashing files and why it is taken for the copy; undefined where nothing tells them apart. */
export function copyOf(history: FileHistory, a: string, b: string): { copy: string; why: string } | undefined {
  if (a === b) return undefined;
  const [newA, newB] = [history.uncommitted(a), history.uncommitted(b)];
  if (newA !== newB) return { copy: newA ? a : b, why: 'is new or changed since the last commit' };
  if (newA) return undefined;
  const [addedA, addedB] = [history.added(a), history.added(b)];
  if (addedA === undefined || addedB === undefined || addedA === addedB) return undefined;
  const [copy, original] = addedA > addedB ? [a, b] : [b, a];
  return { copy, why: `was added to the site after ${original}` };
}

/** Where a value sits: a file and a field in it. */
export interface Place {
  file: string;
  field: string;
}

/**
 * The problem of two places holding a value only one may hold: named in the copy, saying why it
 * is taken for the copy; where git cannot tell, named in the later one, naming both.
 * `clash(other)` says what the value is in terms of the other place ('"x" is already used by ...').
 */
export function clashProblem(history: FileHistory, first: Place, second: Place, clash: (other: Place) => string, fix: string) {
  const found = copyOf(history, first.file, second.file);
  const [here, other] = found?.copy === first.file ? [first, second] : [second, first];
  const advice = found
    ? `this file ${found.why}, so ${fix} here`
    : `${fix} in one of the two (in the copy, if one was copied from the other)`;
  return { file: here.file, field: here.field, message: `${clash(other)}; ${advice}` };
}
