import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // Form tests type whole names key by key; on a loaded two-core machine that passes 5 s.
  testTimeout: 20_000,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
