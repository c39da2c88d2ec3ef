// `npm run host:check [folder]`: reads the host settings the repository ships with each host's own
// tooling and says, one line each, what a host would refuse or build differently:
//   netlify.toml                  @netlify/config (Netlify's resolver, its _headers and _redirects parsers)
//   wrangler.toml                 @cloudflare/workers-utils (wrangler's config reader and Pages checks)
//   .github/workflows/*.yml       @action-validator/core (the workflow schema)
// and that they agree: one output folder, .nvmrc's Node, the data files checked before anything
// is built or tested. Exit 1 on any problem. docs/decisions/100-host-files-as-code.md
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { type Workflow, workflowProblems } from './workflow-rules';

/** The folder `npm run build` writes (Next's export, then the post-build step). */
export const outputFolder = 'out';

async function netlifyProblems(root: string): Promise<string[]> {
  const { resolveConfig } = await import('@netlify/config');
  try {
    const { config } = await resolveConfig({ cwd: root, repositoryRoot: root, offline: true, context: 'production', buffer: true });
    const problems: string[] = [];
    if (config.build.command !== 'npm run build')
      problems.push(`netlify.toml: build.command is "${config.build.command}", not "npm run build"`);
    if (config.build.publish !== path.join(root, outputFolder))
      problems.push(`netlify.toml: publish is ${config.build.publish}, not ${outputFolder}`);
    if (config.build.environment?.NODE_VERSION) problems.push("netlify.toml: NODE_VERSION set; the Node version is .nvmrc's alone");
    for (const error of [...(config.headersErrors ?? []), ...(config.redirectsErrors ?? [])] as Error[])
      problems.push(`netlify.toml: Netlify cannot read ${outputFolder}/_headers or _redirects: ${error.message}`);
    return problems;
  } catch (error) {
    return [
      `netlify.toml: ${String((error as Error).message)
        .split('\n')
        .filter(Boolean)
        .slice(0, 2)
        .join(' ')}`,
    ];
  }
}

async function cloudflareProblems(root: string): Promise<string[]> {
  // The reader is bundled ESM that calls require() for Node's modules; a script run by tsx has one to lend.
  (globalThis as { require?: NodeJS.Require }).require ??= require;
  const wrangler = await import('@cloudflare/workers-utils');
  const file = path.join(root, 'wrangler.toml');
  if (!existsSync(file)) return ['wrangler.toml is missing'];
  try {
    const { rawConfig, configPath, userConfigPath } = wrangler.experimental_readRawConfig({ config: file });
    if (!wrangler.isPagesConfig(rawConfig)) return ['wrangler.toml: no pages_build_output_dir, so Cloudflare Pages would ignore the file'];
    const { config, diagnostics } = wrangler.normalizeAndValidateConfig(rawConfig, configPath, userConfigPath, {});
    const pages = wrangler.validatePagesConfig(config, [], rawConfig.name);
    const problems = [diagnostics, pages]
      .filter((found) => found.hasErrors())
      .flatMap((found) =>
        found
          .renderErrors()
          .split('\n')
          .filter((line) => /^\s*- /.test(line)),
      )
      .map((line) => `wrangler.toml: ${line.replace(/^\s*- /, '')}`);
    if (config.pages_build_output_dir !== path.join(root, outputFolder))
      problems.push(`wrangler.toml: pages_build_output_dir is ${rawConfig.pages_build_output_dir}, not ${outputFolder}`);
    return problems;
  } catch (error) {
    return [`wrangler.toml: ${String((error as Error).message).split('\n')[0]}`];
  }
}

function githubProblems(root: string): string[] {
  const folder = path.join(root, '.github', 'workflows');
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => /\.ya?ml$/.test(file)) : [];
  if (files.length === 0) return ['.github/workflows/ has no workflow'];
  return files.flatMap((file) => {
    const name = `.github/workflows/${file}`;
    const text = readFileSync(path.join(folder, file), 'utf8');
    const { errors } = validateWorkflow(text);
    if (errors.length > 0)
      return errors.map(
        (error) => `${name}: ${'path' in error ? `${error.path}: ` : ''}${error.title}${error.detail ? ` (${error.detail})` : ''}`,
      );
    return workflowProblems(parse(text) as Workflow, { outputFolder }).map((problem) => `${name}: ${problem}`);
  });
}

export async function hostConfigProblems(root: string): Promise<string[]> {
  return [...(await netlifyProblems(root)), ...(await cloudflareProblems(root)), ...githubProblems(root)];
}

async function main(): Promise<void> {
  const problems = await hostConfigProblems(path.resolve(process.argv[2] ?? '.'));
  if (problems.length === 0) {
    console.log('host:check: netlify.toml, wrangler.toml and the GitHub workflows read as their hosts read them, and agree');
    return;
  }
  for (const problem of problems) console.log(problem);
  process.exitCode = 1;
}

if (process.argv[1]?.endsWith('check-host-config.ts')) main();
