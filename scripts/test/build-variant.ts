// `npm run build:variant [name...]`: the exports the provider browser tests use, each the same site
// built for another delivery service (tests/helpers/test-env.ts lists them: Web3Forms with
// Plausible, Formspree, Basin, a webhook), all pointed at the local capture origin. Each builds in
// place and moves to out-variants/<name>/; an existing out/ is set aside meanwhile and put back.
// Without names, every variant. See docs/decisions/041-provider-test-builds.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { type VariantName, variantBuilds, variantDir } from '../../tests/helpers/test-env';

const isVariant = (name: string): name is VariantName => Object.hasOwn(variantBuilds, name);
const allNames = Object.keys(variantBuilds) as VariantName[];
const names = process.argv.slice(2);
const unknown = names.find((name) => !isVariant(name));
if (unknown) throw new Error(`No variant "${unknown}"; there are ${allNames.join(', ')}`);

const setAside = 'out-before-variant';
rmSync(setAside, { recursive: true, force: true });
const hadOut = existsSync('out');
if (hadOut) renameSync('out', setAside);
let failed = false;
try {
  for (const name of names.length ? names.filter(isVariant) : allNames) {
    const target = variantDir(name);
    rmSync(target, { recursive: true, force: true });
    console.log(`\nbuild:variant: ${name}`);
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...variantBuilds[name] } });
    if (result.status !== 0) {
      rmSync('out', { recursive: true, force: true });
      failed = true;
      break;
    }
    mkdirSync('out-variants', { recursive: true });
    renameSync('out', target);
    console.log(`build:variant: wrote ${target}/ (leads to ${name}, at the capture origin)`);
  }
} finally {
  if (hadOut) renameSync(setAside, 'out');
}
if (failed) process.exit(1);
