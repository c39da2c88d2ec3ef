// What the repository's GitHub workflows must do beyond being valid (check-host-config.ts):
// Node from .nvmrc, the data files checked before any build or test step, and GitHub Pages given
// the folder the build writes, at the root of its address. Pure: takes the parsed YAML.

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
export interface Workflow {
  on?: unknown;
  jobs?: Record<string, { steps?: Step[] }>;
}

const buildsOrTests = /\bnpm (run build|test)\b|\.ci\/run\b/;

export function workflowProblems(workflow: Workflow, { outputFolder }: { outputFolder: string }): string[] {
  const problems: string[] = [];
  for (const [job, { steps = [] }] of Object.entries(workflow.jobs ?? {})) {
    const at = (step: Step) => `jobs.${job} "${step.name ?? step.uses ?? step.run}"`;
    for (const step of steps.filter((candidate) => candidate.uses?.startsWith('actions/setup-node@'))) {
      if (step.with?.['node-version-file'] !== '.nvmrc') problems.push(`${at(step)}: Node is not read from .nvmrc`);
    }
    const content = steps.findIndex((step) => /^npm run content$/m.test(step.run ?? ''));
    steps.forEach((step, index) => {
      if (buildsOrTests.test(step.run ?? '') && (content < 0 || content > index))
        problems.push(`${at(step)}: runs before the data files are checked (a step running npm run content)`);
    });
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    if (!upload) continue;
    if (upload.with?.path !== outputFolder) problems.push(`${at(upload)}: uploads ${String(upload.with?.path)}, not ${outputFolder}`);
    if (!steps.some((step) => step.if?.includes('base_path') && /exit 1/.test(step.run ?? '')))
      problems.push(`jobs.${job}: does not stop when GitHub Pages would serve the site under a folder (base_path)`);
    const build = steps.find((step) => /\bnpm run build\b/.test(step.run ?? ''));
    if (!build?.env?.HOST_SITE_URL?.includes('base_url'))
      problems.push(`jobs.${job}: the build is not given the Pages address (HOST_SITE_URL)`);
  }
  return problems;
}
