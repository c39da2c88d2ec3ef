// Which git repository the editor signs in to, from the build's environment: CMS_REPO
// ("owner/name") or, on Netlify, the repository the site builds from (REPOSITORY_URL).
// CMS_AUTH_URL is the sign-in helper (e.g. sveltia-cms-auth on Cloudflare Workers); without
// it the editor signs in through Netlify's GitHub sign-in (api.netlify.com).
import type { EditorBackend } from './editor-config';

/** Shown until the repository is known; signing in with GitHub then fails with "not found". */
export const placeholderRepo = 'your-account/your-site';

export function editorBackend(env: Record<string, string | undefined> = process.env): EditorBackend {
  const fromNetlify = /^https:\/\/github\.com\/([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '')?.[1];
  const backend: EditorBackend = {
    name: 'github',
    repo: env.CMS_REPO?.trim() || fromNetlify || placeholderRepo,
    branch: env.CMS_BRANCH?.trim() || 'main',
  };
  const auth = env.CMS_AUTH_URL?.trim();
  if (auth) backend.base_url = auth.replace(/\/+$/, '');
  return backend;
}
