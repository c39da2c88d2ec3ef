// `npm run live:check -- https://www.your-domain.com [--address https://...] [--github-pages]`:
// fetches the live site as a crawler and a browser would and says, one line each, what is wrong
// (scripts/owner/live-rules.ts). Exit 0 only when nothing is. Without an address it checks the
// site's own (content/business.json siteUrl, as npm run content resolved it). --address: the
// address the pages should name, when it is not the one fetched (a host's own address before the
// domain points at it). --github-pages: the host cannot send headers or redirect, so the pages'
// own policies and canonical addresses are what counts. docs/decisions/101-live-check.md
import { readFileSync } from 'node:fs';
import { exampleSiteUrl } from '../content/site-address';
import { externalOrigins } from '../host/policy';
import { siteRedirects } from '../host/site-redirects';
import { crawl } from './live-crawl';
import { liveProblems } from './live-rules';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Runs the check; returns the lines to print and whether the site is clean. */
export async function liveCheck(args: string[], env: Record<string, string | undefined> = process.env) {
  const built = (JSON.parse(readFileSync('lib/content/generated/site-address.json', 'utf8')) as { siteUrl: string }).siteUrl;
  const target = args.find((arg, index) => /^https?:\/\//.test(arg) && args[index - 1] !== '--address') ?? built;
  const base = new URL(target).origin;
  const notes: string[] = [];
  let address = option(args, '--address') ?? built;
  if (!option(args, '--address') && address === exampleSiteUrl && base !== exampleSiteUrl) {
    notes.push(`note: the site address is still the example ${exampleSiteUrl} (siteUrl in content/business.json); compared with ${base}`);
    address = base;
  }
  const githubPages = args.includes('--github-pages');
  const formOrigins = externalOrigins(env).leads;
  const site = await crawl(base, { address: new URL(address).origin, formOrigins, githubPages, redirects: siteRedirects });
  const problems = liveProblems(site);
  const summary = problems.length
    ? `live:check: ${problems.length} thing${problems.length === 1 ? '' : 's'} wrong on ${base}:`
    : `live:check: ${base} answers as this build meant (${site.pages.length} pages, their .html twins, the 404, the editor, ${site.redirected.map(({ answer }) => answer.path).join(', ')})`;
  return { clean: problems.length === 0, lines: [...notes, summary, ...problems.map((problem) => `  - ${problem}`)] };
}

async function main(): Promise<void> {
  const { clean, lines } = await liveCheck(process.argv.slice(2));
  for (const line of lines) console.log(line);
  process.exitCode = clean ? 0 : 1;
}

if (process.argv[1]?.endsWith('live-check.ts')) main();
