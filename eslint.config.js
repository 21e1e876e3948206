import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// Each web feature may import only from itself, components/ and lib/: features never import each other.
// Paths are resolved from this file, not the working directory, so `pnpm --filter @takeoff/web lint` sees the features too.
const root = fileURLToPath(new URL('.', import.meta.url));
const featuresDir = 'apps/web/src/features';
const features = existsSync(root + featuresDir)
  ? readdirSync(root + featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const FEATURE_MESSAGE =
  'Features do not import each other: compose them in src/app or share through components/ or lib/.';
/** One rule per feature: it may import '@/features/<itself>/…' and nothing of another feature (nor climb out with ../../). */
const featureBoundaries = features.map((name) => ({
  files: [`${featuresDir}/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^@/features/(?!${name}(/|$))`, message: FEATURE_MESSAGE },
          {
            regex: '^(\\.\\./){2,}',
            message: `${FEATURE_MESSAGE} Inside a feature, use '@/features/${name}/…' instead of climbing with ../../.`,
          },
        ],
      },
    ],
  },
}));

// No literal text in the SPA's JSX: every word a person reads comes from a catalogue (features/<area>/locales,
// src/locales) in both languages. Text children, string expressions inside JSX and the attributes people read
// (labels, placeholders, titles, alt texts) are checked; brand and product words are allowed.
const USER_FACING_ATTRIBUTES = [
  'title',
  'alt',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'description',
  'heading',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'tooltip',
  'message',
  'subtitle',
  'caption',
];
const LITERAL_TEXT_ALLOWED = [
  'Takeoff',
  'TAKEOFF',
  'Takeoff Pro',
  'Ελληνικά',
  'English',
  'EL',
  'EN',
  'GDPR',
  'CSV',
  'PDF',
  'ICS',
  'URL',
  'OK',
  'vs',
  'Jitsi Meet',
  'YouTube',
  'Google',
  'LinkedIn',
  'GitHub',
];
const noLiteralText = {
  files: ['apps/web/src/**/*.tsx'],
  ignores: ['apps/web/src/**/*.test.tsx'],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: USER_FACING_ATTRIBUTES },
        words: { exclude: ['[0-9!-/:-@[-`{-~\\s·–—…•→←↑↓✓✕×]+', ...LITERAL_TEXT_ALLOWED] },
        // The plugin's own list, plus react-hook-form's calls that take a field's name (`{...register('email')}`).
        callees: {
          exclude: [
            'i18n(ext)?',
            't',
            'require',
            'addEventListener',
            'removeEventListener',
            'postMessage',
            'getElementById',
            'dispatch',
            'commit',
            'includes',
            'indexOf',
            'endsWith',
            'startsWith',
            'register',
            'watch',
            'getValues',
            'setValue',
            'resetField',
            'trigger',
          ],
        },
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'apps/api/drizzle/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
  noLiteralText,
  {
    // Benchmarks and scripts print their figures.
    files: ['apps/api/bench/**/*.ts', 'apps/api/scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // API modules and the shared package never import each other in circles (type-only imports are erased, so
    // they may). The web app's `@/` alias is not resolved here; its feature boundaries are the rule above.
    files: ['apps/api/**/*.ts', 'packages/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Type-aware rules for the async server code: a promise nobody awaits loses its error and its ordering.
    // Scoped to the API and the shared package; the web app is not yet (see docs/testing.md, type-aware lint).
    files: ['apps/api/**/*.ts', 'packages/shared/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Express 5 types handlers as returning `unknown` and forwards a rejected handler to `next`, so async
      // handlers pass; an async callback given to anything that expects `void` (emitters, timers) does not.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['drizzle-orm*', 'react*', 'express*'] }],
    },
  },
);
