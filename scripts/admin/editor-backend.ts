// Which git repository and branch the editor signs in to and saves to. CMS_REPO ("owner/name")
// and CMS_BRANCH when set; otherwise what the host says (Netlify's REPOSITORY_URL and BRANCH,
// GitHub Actions' GITHUB_REPOSITORY and GITHUB_REF_NAME, Cloudflare Pages' CF_PAGES_BRANCH);
// otherwise the clone the build runs in (its origin remote on GitHub, its branch). CMS_AUTH_URL is
// the sign-in helper (e.g. sveltia-cms-auth on Cloudflare Workers); without it the editor signs in
// through Netlify's GitHub sign-in (api.netlify.com).
import type { EditorBackend } from './editor-config';

/**
 * The account part of the repository until it is known; signing in with GitHub then fails with
 * "not found". The name part is the site's folder, which the editor's "Work with Local Repository"
 * asks the owner to pick ("select the root directory of the “garage-door-site” repository").
 */
export const placeholderAccount = 'your-account';

/** What the clone the build runs in says: `git remote get-url origin`, the current branch, the folder's name. */
export interface GitFacts {
  remote?: string;
  branch?: string;
  folder?: string;
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

/** Where the repository was found, for the build's line; undefined where it was not. */
export type RepoSource = 'CMS_REPO' | 'the host' | "the clone's origin remote";

export function resolveBackend(env: Env = process.env, git: GitFacts = {}): { backend: EditorBackend; repoFrom?: RepoSource } {
  const fromHost = githubRepo(env.REPOSITORY_URL) || (env.GITHUB_ACTIONS === 'true' ? env.GITHUB_REPOSITORY : undefined);
  const branch = env.CMS_BRANCH?.trim() || hostBranch(env)?.trim() || (git.branch !== 'HEAD' ? git.branch?.trim() : '') || 'main';
  const found: [string | undefined, RepoSource][] = [
    [env.CMS_REPO?.trim(), 'CMS_REPO'],
    [fromHost, 'the host'],
    [githubRepo(git.remote), "the clone's origin remote"],
  ];
  const [repo, repoFrom] = found.find(([value]) => value) ?? [`${placeholderAccount}/${git.folder?.trim() || 'your-site'}`];
  const backend: EditorBackend = { name: 'github', repo: repo!, branch };
  const auth = env.CMS_AUTH_URL?.trim();
  if (auth) backend.base_url = auth.replace(/\/+$/, '');
  return { backend, ...(repoFrom ? { repoFrom } : {}) };
}

export function editorBackend(env: Env = process.env, git: GitFacts = {}): EditorBackend {
  return resolveBackend(env, git).backend;
}

/** The build's one line about the editor: what it edits, where it saves, and which sign-in button works. */
export function adminLine({ backend, repoFrom }: ReturnType<typeof resolveBackend>, collections: number, env: Env = process.env): string {
  const editor = `admin: the editor at /admin (${collections} collections)`;
  if (!repoFrom)
    return `${editor} knows no GitHub repository (no CMS_REPO, no host variable, no GitHub origin remote): only "Work with Local Repository" works; set CMS_REPO=account/repository for the GitHub sign-in (OWNER.md, "Editing the site")`;
  const signIn = backend.base_url
    ? `"Sign In with GitHub" goes through the sign-in helper at ${backend.base_url}`
    : env.NETLIFY === 'true'
      ? `"Sign In with GitHub" goes through Netlify's GitHub sign-in`
      : `"Sign In with GitHub" needs Netlify or a sign-in helper (CMS_AUTH_URL); "Sign In Using Access Token" works without one`;
  return `${editor} saves to GitHub repository ${backend.repo}, branch ${backend.branch} (from ${repoFrom}); ${signIn}`;
}
