import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Each web feature may import only from itself, components/ and lib/: features never import each other.
// Paths are resolved from this file, not the working directory, so `pnpm --filter @takeoff/web lint` sees the features too.
const root = fileURLToPath(new URL('.', import.meta.url));
const featuresDir = 'apps/web/src/features';
const features = existsSync(root + featuresDir)
  ? readdirSync(root + featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const FEATURE_MESSAGE = 'Features do not import each other: compose them in src/app or share through components/ or lib/.';
/** One rule per feature: it may import '@/features/<itself>/…' and nothing of another feature (nor climb out with ../../). */
const featureBoundaries = features.map((name) => ({
  files: [`${featuresDir}/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^@/features/(?!${name}(/|$))`, message: FEATURE_MESSAGE },
          { regex: '^(\\.\\./){2,}', message: `${FEATURE_MESSAGE} Inside a feature, use '@/features/${name}/…' instead of climbing with ../../.` },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'apps/api/drizzle/**', '**/playwright-report/**', '**/test-results/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    // Benchmarks and scripts print their figures.
    files: ['apps/api/bench/**/*.ts', 'apps/api/scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['drizzle-orm*', 'react*', 'express*'] }],
    },
  },
);
