import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // The limit for a test that hangs, not a pace to keep: tests wait for state (tests/unit/setup.ts),
  // and a loaded two-core machine stretched the form tests past the 20 s this used to be.
  testTimeout: 60_000,
  // Unit tests read the fixture content (tests/fixtures/content, built into tests/fixtures/.generated
  // by `npm run test:unit`), so an owner's edit to content/ never changes what they expect.
  moduleNameMapper: {
    '^@/lib/content/generated/(.*)$': '<rootDir>/tests/fixtures/.generated/$1',
    '^@/(.*)$': '<rootDir>/$1',
  },
});

// marked (articles' Markdown, rendered by the content build) ships only as ES modules.
async function jestConfig() {
  const resolved = await config();
  // next/jest hands tsconfig.json's paths to its SWC transform, which rewrites every `@/...`
  // import to the owner's lib/content/generated before moduleNameMapper sees it: the tests then
  // read content/, and an owner's new service or FAQ entry turned them red. Without the paths,
  // the imports reach the mapper above, which sends the generated records to the fixture copy.
  for (const [, options] of Object.values(resolved.transform)) {
    if (options?.jsConfig?.compilerOptions?.paths)
      options.jsConfig = { ...options.jsConfig, compilerOptions: { ...options.jsConfig.compilerOptions, paths: undefined } };
  }
  return {
    ...resolved,
    transformIgnorePatterns: ['/node_modules/(?!marked/)', ...resolved.transformIgnorePatterns.filter((p) => !p.includes('node_modules'))],
  };
}

export default jestConfig;
