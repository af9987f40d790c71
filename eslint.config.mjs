// ESLint for the whole tree (issue 8). Prettier owns formatting, so no style rules here.
// - every package: @eslint/js + typescript-eslint recommended (not type-checked: lint stays fast)
// - web/src: react-hooks, jsx-a11y, and the import boundaries (docs/architecture.md):
//     app        may import anything (it mounts the shell and lazily loads the feature pages)
//     main.tsx   may import app, lib and the session feature
//     components may import components and lib
//     lib        may import lib
//     features/x may import its own files, components, lib, and another feature only through its
//                public entry features/y/index.ts (`import … from '../y'`)
//     nothing but main.tsx (and tests) imports app; tests may import anything
// - web/src, functions/src, common/src: no import cycles, dynamic import() included.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const tsProjects = ['common/tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'];
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'web/test/**', 'functions/test/**', 'common/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      'web/dist-*/**',
      '**/dist/**',
      'test-results/**',
      'emulator-data/**',
      '**/coverage/**',
      '.firebase/**',
    ],
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Node code: the API, build/test scripts, journeys, tool configs.
  {
    files: [
      'functions/**',
      'scripts/**',
      'e2e/**',
      'common/**',
      'web/tools/**',
      'web/vite.config.ts',
      'web/bench-bare/vite.config.ts',
      '*.js',
      '*.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // CommonJS: config files at the root (jest.config.js and friends), the jsdom test environment.
  {
    files: ['*.js', '**/*.cjs', 'web/test/jsdom-env.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The browser app (and the bare stack the benchmarks compare it with).
  {
    files: ['web/src/**', 'web/test/**', 'web/bench-bare/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/test/**', 'web/src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // Warns about react-hook-form's watch() under the React Compiler, which this app does not use.
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: testFiles,
    languageOptions: { globals: { ...globals.jest } },
  },

  // No import cycles (dynamic imports count: allowUnsafeDynamicCyclicDependency stays off).
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'common/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsProjects, alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // The API's layers (docs/architecture.md): the demo seed never reaches the production bundle,
  // documents/ is the bottom layer, and routes reach the store only through their service.
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/local/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/local/*'], message: 'Only functions/src/local passes the demo seed.' }] },
      ],
    },
  },
  {
    files: ['functions/src/documents/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/http/*', '**/local/*', '**/adapters/*'],
              message: 'documents/ imports only ports/store and @common.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/features/*/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='deps'][property.name='store']",
          message: 'Routes call their service; only services touch the store.',
        },
      ],
    },
  },

  // Import boundaries inside web/src.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'], // tests may import anything
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: tsProjects, alwaysTryTypes: true, noWarnOnMultipleProjects: true } },
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
        { type: 'components', pattern: 'web/src/components', partialMatch: false },
        { type: 'lib', pattern: 'web/src/lib', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'common', pattern: 'common/src', partialMatch: false },
        // Last, the catch-all: web/src itself. Only its main.tsx gets policies below, so a file in a new,
        // unclassified folder fails on its first import until it is given a place here.
        { type: 'root', pattern: 'web/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Import boundary: {{from.element.type}} may not import {{dependency.source}} ({{to.element.type}}). Features use other features only through their index.ts, components and lib import no feature, only main.tsx imports app (eslint.config.mjs).',
          policies: [
            // Shared code from common/ is open to everyone.
            { allow: { to: { element: { type: 'common' } } } },
            // app is the composition root.
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: ['app', 'components', 'lib', 'feature'] } } },
            },
            // main.tsx: the app, lib, and the session boot.
            {
              from: { element: { type: 'root', fileInternalPath: 'main.tsx' } },
              allow: {
                to: { element: [{ type: 'app' }, { type: 'lib' }, { type: 'feature', captured: { feature: 'session' } }] },
              },
            },
            { from: { element: { types: ['components', 'feature'] } }, allow: { to: { element: { type: 'components' } } } },
            { from: { element: { types: ['components', 'lib', 'feature'] } }, allow: { to: { element: { type: 'lib' } } } },
            // Another feature only through its public entry (features/<other>/index.ts).
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
          ],
        },
      ],
    },
  },
);
