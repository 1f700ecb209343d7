// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './eslint/layer-boundaries.js';

/**
 * One lint for the whole repository: typescript-eslint's type-checked rules, React hooks and
 * accessibility on the client, and the import directions between layers and domains (eslint/layer-boundaries.js, described in
 * docs/architecture.md).
 * `npm run lint` runs it with zero warnings allowed, then Prettier's check.
 */
export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'client/dist/',
      'client/dist-ssr/',
      'client/dist-graphiql/',
      'client/src/gql/',
      'server/src/graphql/generated/',
      'tests/support/gql/',
      'client/public/',
      'coverage/',
      'dist/',
      'bench/.out/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'client/postcss.config.cjs',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint/*.js', 'eslint.config.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'local/layer-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['eslint/*.js', 'eslint.config.js', 'scripts/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
