// Which git repository and branch the editor signs in to and saves to. CMS_REPO ("owner/name")
// and CMS_BRANCH when set; otherwise what the host says (Netlify's REPOSITORY_URL and BRANCH,
// GitHub Actions' GITHUB_REPOSITORY and GITHUB_REF_NAME, Cloudflare Pages' CF_PAGES_BRANCH);
// otherwise the clone the build runs in (its origin remote on GitHub, its branch). CMS_AUTH_URL is
// the sign-in helper (e.g. sveltia-cms-auth on Cloudflare Workers); without it the editor signs in
// through Netlify's GitHub sign-in (api.netlify.com).
import type { EditorBackend } from './editor-config';

/** Shown until the repository is known; signing in with GitHub then fails with "not found". */
export const placeholderRepo = 'your-account/your-site';

/** What the clone the build runs in says: `git remote get-url origin` and the current branch. */
export interface GitFacts {
  remote?: string;
  branch?: string;
}

type Env = Record<string, string | undefined>;

/** owner/name of a GitHub address, https or ssh (`git@github.com:owner/name.git`). */
export function githubRepo(url: string | undefined): string | undefined {
  return /^(?:https:\/\/|ssh:\/\/git@|git@)github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(url?.trim() ?? '')?.[1];
}

function hostBranch(env: Env): string | undefined {
  if (env.NETLIFY === 'true') return env.BRANCH;
  if (env.GITHUB_ACTIONS === 'true') return env.GITHUB_REF_TYPE === 'branch' ? env.GITHUB_REF_NAME : undefined;
  return env.CF_PAGES_BRANCH;
}

export function editorBackend(env: Env = process.env, git: GitFacts = {}): EditorBackend {
  const fromHost = githubRepo(env.REPOSITORY_URL) || (env.GITHUB_ACTIONS === 'true' ? env.GITHUB_REPOSITORY : undefined);
  const branch = env.CMS_BRANCH?.trim() || hostBranch(env)?.trim() || (git.branch !== 'HEAD' ? git.branch?.trim() : '') || 'main';
  const backend: EditorBackend = {
    name: 'github',
    repo: env.CMS_REPO?.trim() || fromHost || githubRepo(git.remote) || placeholderRepo,
    branch,
  };
  const auth = env.CMS_AUTH_URL?.trim();
  if (auth) backend.base_url = auth.replace(/\/+$/, '');
  return backend;
}
