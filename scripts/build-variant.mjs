// `npm run build:variant`: the second export the browser tests use, with the other switches the
// owner can flip: leads go to Web3Forms (its adapter, its JSON and its answers) and conversions
// are counted with Plausible, both pointed at the local capture origin. Builds in place and moves
// the result to out-variant/; an existing out/ is set aside meanwhile and put back.
// One extra build covers both features; see docs/decisions/041-provider-test-builds.md.
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { variantBuildEnv } from '../tests/helpers/test-env.mjs';

const setAside = 'out-before-variant';
rmSync('out-variant', { recursive: true, force: true });
rmSync(setAside, { recursive: true, force: true });
const hadOut = existsSync('out');
if (hadOut) renameSync('out', setAside);
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...variantBuildEnv } });
if (result.status === 0) renameSync('out', 'out-variant');
else rmSync('out', { recursive: true, force: true });
if (hadOut) renameSync(setAside, 'out');
if (result.status !== 0) process.exit(result.status ?? 1);
console.log('build:variant: wrote out-variant/ (web3forms + plausible, pointed at the capture origin)');
