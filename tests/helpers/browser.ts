// How every test and script launches a browser: Debian's Chromium headless shell (package
// chromium-headless-shell), or Debian's full Chromium where the shell is missing; CHROMIUM_PATH
// overrides both. The shell is the same Chromium without the desktop browser around it and runs
// the browser tests in about half the CPU time (docs/decisions/042-headless-shell-for-tests.md).
// The bench measures with the full browser, as a visitor's Chrome loads the page.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const headlessShell = '/usr/bin/chromium-headless-shell';
const fullChromium = '/usr/bin/chromium';

function firstInstalled(...paths: string[]): string | undefined {
  return process.env.CHROMIUM_PATH || paths.find((path) => existsSync(path));
}

/** The browser the tests and screenshots drive. */
export function chromiumPath(): string | undefined {
  return firstInstalled(headlessShell, fullChromium);
}

/** The browser the Lighthouse bench measures with (npm run bench). */
export function benchChromiumPath(): string | undefined {
  return firstInstalled(fullChromium, headlessShell);
}

export function launchOptions() {
  return { executablePath: chromiumPath(), args: chromiumArgs, headless: true };
}
