// Typed lint for every workspace, with feature-boundary rules (STYLE.md habits 2 and 10).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'scripts/**',
      'bench/**',
      'eslint.config.js',
      'vitest.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts only.' },
      ],
    },
  },
  {
    // The only readers of the environment: the API's config and the test/e2e harnesses.
    files: ['apps/api/src/config.ts', 'apps/api/src/test/**', 'e2e/**', '**/vitest.config.ts', '**/*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**' },
        { type: 'feature', pattern: 'apps/web/src/features/*/**', capture: ['feature'] },
        { type: 'components', pattern: 'apps/web/src/components/**' },
        { type: 'lib', pattern: 'apps/web/src/lib/**' },
        { type: 'locales', pattern: 'apps/web/src/locales/**' },
        { type: 'test', pattern: 'apps/web/src/test/**' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import features; pages in app/ compose them.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'components', 'lib', 'locales'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'feature', captured: { feature: '{{from.element.captured.feature}}' } } } },
                { to: { element: { types: { anyOf: ['components', 'lib'] } } } },
              ],
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'locales'] } } } },
            },
            {
              from: { element: { type: 'test' } },
              allow: {
                to: { element: { types: { anyOf: ['app', 'feature', 'components', 'lib', 'locales', 'test'] } } },
              },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    // Modules meet only through app.ts and plugins; a module does not reach into another's repository.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*.repository*'], message: 'Call the other module’s service, not its repository.' },
          ],
        },
      ],
    },
  },
);
