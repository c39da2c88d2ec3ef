/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/tests/helpers/free-port';

// `npm run preview` and `npm start` exactly as package.json says, in a folder with a one-page
// export (the build a no-op): stopping npm by its process id (as a task manager or a script does)
// stops the server too.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const dir = mkdtempSync(path.join(tmpdir(), 'preview-stop-'));

beforeAll(() => {
  mkdirSync(path.join(dir, 'out'));
  writeFileSync(path.join(dir, 'out', 'index.html'), '<h1>Home</h1>');
  const scripts = { preview: pkg.scripts.preview, start: pkg.scripts.start, build: 'true' };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'preview-stop', scripts }));
  for (const link of ['node_modules', 'scripts', 'lib', 'tsconfig.json']) symlinkSync(path.resolve(link), path.join(dir, link));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );
}

async function waitFor(condition: () => Promise<boolean>, seconds: number): Promise<boolean> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

test.each(['preview', 'start'])('stopping npm run %s by npm’s process id stops the server it started', async (script) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  // In a process group of its own, so the test can clean up whatever is left if it fails.
  const npm = spawn('npm', ['run', script], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), QUIET: '1' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    expect(await waitFor(() => answers(url), 40)).toBe(true);
    npm.kill('SIGTERM');
    expect(await waitFor(async () => !(await answers(url)), 15)).toBe(true);
  } finally {
    try {
      process.kill(-(npm.pid ?? 0), 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
});
