/**
 * @jest-environment node
 */
// One Node version for the hosts: .nvmrc names a maintained LTS line that every host and workflow
// builds with; package.json's engines admits it, README and OWNER.md name it, and no installed
// package refuses it (npm would print EBADENGINE on every host build).
import { readFileSync } from 'node:fs';
import semver from 'semver';

const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string }; optional?: boolean; os?: string[] }>;
};

/** The LTS lines and the month their maintenance ends (nodejs.org/en/about/previous-releases). */
const maintainedUntil: Record<string, string> = { '22': '2027-04-30', '24': '2028-04-30' };

/** A late release of the line, as a host installs the newest of it. */
const lateRelease = `${nvmrc}.99.0`;

describe('the Node version the hosts build with', () => {
  it('is a whole LTS line, maintained for at least another six months', () => {
    expect(nvmrc).toMatch(/^\d+$/);
    expect(Object.keys(maintainedUntil)).toContain(nvmrc);
    const sixMonths = Date.now() + 183 * 24 * 3600 * 1000;
    expect(new Date(maintainedUntil[nvmrc]).getTime()).toBeGreaterThan(sixMonths);
  });

  it('is admitted by package.json’s engines, which README states as the oldest that works', () => {
    expect(semver.satisfies(`${nvmrc}.0.0`, pkg.engines.node) && semver.satisfies(lateRelease, pkg.engines.node)).toBe(true);
    const oldest = semver.minVersion(pkg.engines.node)!;
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`Requirements: Node.js ${nvmrc} `);
    expect(readme).toContain(`${oldest.major}.${oldest.minor} or newer also works`);
    expect(readFileSync('OWNER.md', 'utf8')).toContain(`install Node.js ${nvmrc} LTS from nodejs.org`);
  });

  it('is refused by no package the hosts install (no EBADENGINE)', () => {
    const refusing = Object.entries(lock.packages)
      // Packages for another system (Windows builds of sharp) are never installed on a host.
      .filter(([name, entry]) => name && !(entry.optional && entry.os && !entry.os.includes('linux')))
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(lateRelease, entry.engines.node))
      .map(([name, entry]) => `${name} wants ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
