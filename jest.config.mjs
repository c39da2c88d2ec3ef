import { readdirSync } from 'node:fs';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** The generated content modules (one per collection), by name: only these are mapped, not a package's own "generated" folder. */
const generatedModules = readdirSync('tests/fixtures/.generated')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));

const config = createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // Form tests type whole names key by key; on a loaded two-core machine that passes 5 s.
  testTimeout: 20_000,
  // Unit tests read the fixture content (tests/fixtures/content, built into tests/fixtures/.generated
  // by `npm run test:unit`), so an owner's edit to content/ never changes what they expect.
  // next/jest's compiler rewrites the `@/` alias to a relative path before Jest maps a module, so
  // the generated modules are matched in every spelling: '@/lib/content/generated/x',
  // './generated/x' (from lib/content/) and '../content/generated/x'.
  moduleNameMapper: {
    [`^(?:@/lib/content/|(?:\\.\\.?/)+(?:lib/)?(?:content/)?)generated/(${generatedModules.join('|')})$`]:
      '<rootDir>/tests/fixtures/.generated/$1',
    '^@/(.*)$': '<rootDir>/$1',
  },
});

// marked (articles' Markdown, rendered by the content build) ships only as ES modules.
async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: ['/node_modules/(?!marked/)', ...resolved.transformIgnorePatterns.filter((p) => !p.includes('node_modules'))],
  };
}

export default jestConfig;
