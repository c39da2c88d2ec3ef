// `npx tsx scripts/host/pages-dry-run.ts [https://your-account.github.io]`: runs the build steps of
// .github/workflows/pages.yml on this machine, in a fresh clone of the working tree, with the
// workflow's own commands and environment (the Pages address standing in for configure-pages'
// answer, repository variables read from this environment), and checks the folder it would
// upload. Steps that only GitHub runs (checkout, setup-node, configure-pages, the upload) are
// named and skipped, and so is npm install: the clone borrows this node_modules (hard links).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { hostFiles } from './host-files';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

/** A workflow expression as the dry run answers it: the Pages address, or a repository variable. */
function expand(value: string, pagesUrl: string): string {
  return value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
    if (expression === 'steps.pages.outputs.base_url') return pagesUrl;
    if (expression === 'steps.pages.outputs.base_path') return '';
    const variable = /^vars\.(\w+)$/.exec(expression)?.[1];
    if (variable) return process.env[variable] ?? '';
    throw new Error(`the dry run cannot answer \${{ ${expression} }}`);
  });
}

/** A clone of the working tree under .cache/, node_modules hard-linked (Turbopack will not follow a symlink out of its root). */
function freshClone(): string {
  mkdirSync('.cache', { recursive: true });
  const clone = mkdtempSync(path.resolve('.cache', 'pages-dry-run-'));
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });
  if (git('clone', '-q', '--no-hardlinks', '.', clone).status !== 0) throw new Error('git clone failed');
  for (const file of git('ls-files', '--cached', '--others', '--exclude-standard').stdout.split('\n').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    cpSync(file, path.join(clone, file));
  }
  spawnSync('cp', ['-al', path.resolve('node_modules'), path.join(clone, 'node_modules')]);
  return clone;
}

function main(): void {
  const pagesUrl = process.argv[2] ?? 'https://your-account.github.io';
  const workflow = parse(readFileSync('.github/workflows/pages.yml', 'utf8')) as { jobs: Record<string, { steps: Step[] }> };
  const clone = freshClone();
  let upload = '';
  for (const step of workflow.jobs.build.steps) {
    const label = step.name ?? step.uses ?? step.run ?? '';
    if (step.uses?.startsWith('actions/upload-pages-artifact@')) upload = expand(step.with?.path ?? '', pagesUrl);
    // The one condition in the job: a base path, which a root Pages address does not have.
    if (step.if?.includes('base_path')) {
      console.log(`- ${label}: skipped (no base path at ${pagesUrl})`);
      continue;
    }
    if (!step.run || /^npm (install|ci)\b/.test(step.run)) {
      console.log(`- ${label}: GitHub's step, not run here`);
      continue;
    }
    console.log(`- ${label}: ${step.run}`);
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, expand(value, pagesUrl)]));
    const result = spawnSync('bash', ['-e', '-c', step.run], { cwd: clone, stdio: 'inherit', env: { ...process.env, ...env } });
    if (result.status !== 0) throw new Error(`the step "${label}" failed in ${clone}`);
  }
  const folder = path.join(clone, upload);
  const problems = [
    ...(['index.html', '404.html', '.nojekyll', 'sitemap.xml'] as const)
      .filter((file) => !existsSync(path.join(folder, file)))
      .map((file) => `${file} is missing`),
    ...hostFiles.filter((file) => file !== '.nojekyll' && existsSync(path.join(folder, file))).map((file) => `${file} would be published`),
    ...(readFileSync(path.join(folder, 'sitemap.xml'), 'utf8').includes(`<loc>${pagesUrl}/`)
      ? []
      : [`the sitemap does not name ${pagesUrl}`]),
  ];
  if (problems.length) {
    for (const problem of problems) console.log(`pages dry run: ${problem}`);
    process.exit(1);
  }
  const pages = readFileSync(path.join(folder, 'sitemap.xml'), 'utf8').match(/<loc>/g)?.length ?? 0;
  console.log(
    `pages dry run: ${upload}/ is what the workflow would upload: ${pages} pages for ${pagesUrl}, .nojekyll, no other host's files`,
  );
  rmSync(clone, { recursive: true, force: true });
}

main();
