// The two functions of semver (in node_modules through npm's own tooling) that
// tests/unit/docs/node-version.test.ts reads package ranges with.
declare module 'semver' {
  interface SemVer {
    major: number;
    minor: number;
    patch: number;
  }
  const semver: {
    satisfies(version: string, range: string): boolean;
    minVersion(range: string): SemVer | null;
  };
  export default semver;
}
