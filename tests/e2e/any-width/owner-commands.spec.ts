import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type CaptureServer, startCaptureServer } from '../../helpers/capture-server';
import { testBuildEnv } from '../../helpers/test-env';

// Every command the owner's guide names, run as an owner runs it: in a fresh clone, after
// `npm install` (node_modules is lent, not downloaded), with nothing generated yet. Each must do
// its job or say what to fix in plain lines, never stop on a missing module. The form service is
// a local capture server and the live site the preview server: nothing leaves this machine.
const preview = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
let clone: string;
let capture: CaptureServer;

test.beforeAll(async () => {
  clone = mkdtempSync(path.join(tmpdir(), 'owner-clone-'));
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });
  expect(git('clone', '-q', '--no-hardlinks', '.', clone).status).toBe(0);
  // The clone as the working tree stands (tracked and new files), so the test sees uncommitted work.
  const files = git('ls-files', '--cached', '--others', '--exclude-standard').stdout.split('\n').filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    cpSync(file, path.join(clone, file), { force: true, errorOnExist: false });
  }
  symlinkSync(path.resolve('node_modules'), path.join(clone, 'node_modules'));
  capture = await startCaptureServer({ port: 0 });
});

test.afterAll(async () => {
  await capture?.close();
  rmSync(clone, { recursive: true, force: true });
});

/** Runs `npm run <args>` in the clone; asynchronously, so the capture server here can answer it. */
async function npmRun(args: string[], env: Record<string, string> = {}) {
  const child = spawn('npm', ['run', '--silent', ...args], {
    cwd: clone,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' as const, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  // A module loader's stack trace is what an owner must never see.
  expect(output).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find module|^\s+at .+:\d+:\d+\)?$/m);
  return { status, output };
}

// Each test runs a real command (npm, tsx, the content build): seconds on an idle machine, a
// minute or more on a busy two-core one. The limit is for a command that hangs, not a pace.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('npm run launch:check lists the shipped placeholders, one line each', async () => {
  const { status, output } = await npmRun(['launch:check']);
  expect(output).toMatch(/launch:check: \d+ things to fix before going live:/);
  expect(output).toContain('content/business.json: name is the placeholder');
  expect(status).toBe(1);
});

test('npm run leads:check sends one marked test lead and says it was delivered', async () => {
  const { status, output } = await npmRun(['leads:check'], {
    NEXT_PUBLIC_LEAD_ENDPOINT: `${capture.origin}/ajax/office@example.com`,
  });
  expect(output).toContain('DELIVERED');
  expect(capture.requests).toHaveLength(1);
  expect(JSON.stringify(capture.requests[0].body)).toContain('TEST lead from npm run leads:check');
  expect(status).toBe(0);
});

test('npm run live:check finds this build, served by the preview server, as it meant it', async () => {
  const { status, output } = await npmRun(['live:check', '--', preview, '--address', testBuildEnv.NEXT_PUBLIC_SITE_URL], testBuildEnv);
  expect(output).toMatch(/live:check: http:\/\/127\.0\.0\.1:\d+ answers as this build meant/);
  expect(status).toBe(0);
});

test('npm run host:check reads the host settings with the hosts’ own tools', async () => {
  const { status, output } = await npmRun(['host:check']);
  expect(output).toContain('read as their hosts read them, and agree');
  expect(status).toBe(0);
});
