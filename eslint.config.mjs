import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent, not whenever they scroll into view (components/ui/intent-link.tsx).
    ignores: ['components/ui/intent-link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use IntentLink from @/components/ui/intent-link.' }] }],
    },
  },
  {
    // Unit tests render the plain anchors the exported pages contain, not the router's links.
    files: ['tests/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    ignores: [
      'lib/content/generated/**',
      '.cache/**',
      '.scale/**',
      '.next/**',
      'out/**',
      'out-variants/**',
      'out-before-variant/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
