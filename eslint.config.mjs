// ESLint for the whole tree (docs/architecture.md#import-rules-eslint-enforces-them-in-npm-test). Prettier owns formatting, so no style rules here.
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
import docCitations from './eslint-rules/doc-citations.mjs';

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

  // Every file: comments cite the repo's own docs/, nothing outside the clone (docs/architecture.md#comments).
  {
    plugins: { local: { rules: { 'doc-citations': docCitations } } },
    rules: { 'local/doc-citations': 'error' },
  },
  // ...except the rule's own definition, which has to name what it refuses.
  { files: ['eslint-rules/doc-citations.mjs'], rules: { 'local/doc-citations': 'off' } },

  // Node code: the API, build/test scripts, journeys, tool configs.
  {
    files: [
      'functions/**',
      'scripts/**',
      'eslint-rules/**',
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

  // The API's layers (docs/architecture.md "Import rules"), checked like the web's boundaries:
  //   features/<f>/routes.ts  its own feature's files, another feature's index.ts, money/, http/, ports/,
  //                           config.ts, ids.ts, keywords.ts, @common: never documents/, domain/, policies.ts (the
  //                           service reads and decides), and never the store (no-restricted-syntax below)
  //   features/<f>/*          the same plus documents/, domain/, policies.ts
  //   features/money          the money rules every feature shares, one file per rule: documents/, ports/
  //   domain/                 read models several features share: documents/, ports/
  //   documents/              other documents/, ports/ (types, StoreConflictError), ids.ts, keywords.ts
  //   http/                   http/, documents/ (access.ts reads the user), policies.ts, ports/, ids.ts
  //   adapters/               adapters/, ports/, config.ts, ids.ts
  //   policies.ts             documents/, http/
  //   app.ts, deps.ts, localDeps.ts, index.ts, config.ts (the composition root): anything but local/
  //   local/                  anything; nothing else imports local/ (the demo seed stays out of the bundle)
  // @common is open to all. A file in a new folder fails on its first import until it is given a place here.
  {
    files: ['functions/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: tsProjects, alwaysTryTypes: true, noWarnOnMultipleProjects: true } },
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'api-local', pattern: 'functions/src/local', partialMatch: false },
        { type: 'api-money', pattern: 'functions/src/features/money', partialMatch: false },
        { type: 'api-feature', pattern: 'functions/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'api-domain', pattern: 'functions/src/domain', partialMatch: false },
        { type: 'api-documents', pattern: 'functions/src/documents', partialMatch: false },
        { type: 'api-http', pattern: 'functions/src/http', partialMatch: false },
        { type: 'api-ports', pattern: 'functions/src/ports', partialMatch: false },
        { type: 'api-adapters', pattern: 'functions/src/adapters', partialMatch: false },
        { type: 'common', pattern: 'common/src', partialMatch: false },
        // Last, the catch-all: functions/src itself (app, deps, index, config, policies, ids, keywords).
        { type: 'api-root', pattern: 'functions/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'API layer: {{from.element.type}} {{from.internalPath}} may not import {{dependency.source}} ({{to.element.type}}). Routes call their own service; another feature only through its index.ts; documents/ and domain/ import no feature; only local/ imports local/ (docs/architecture.md "Import rules").',
          policies: [
            { allow: { to: { element: [{ type: 'common' }, { type: 'api-ports' }] } } },
            // Leaf modules with no imports of their own.
            { allow: { to: { element: { type: 'api-root', fileInternalPath: ['ids.ts', 'keywords.ts'] } } } },
            { from: { element: { type: 'api-local' } }, allow: { to: { element: { type: '*' } } } },
            // The composition root. (deps.ts picks the local adapters from adapters/, not local/.)
            {
              from: {
                element: { type: 'api-root', fileInternalPath: ['app.ts', 'deps.ts', 'localDeps.ts', 'index.ts', 'config.ts'] },
              },
              allow: { to: { element: { type: '!api-local' } } },
            },
            {
              from: { element: { type: 'api-root', fileInternalPath: 'policies.ts' } },
              allow: { to: { element: { types: ['api-documents', 'api-http'] } } },
            },
            {
              from: { element: { type: 'api-adapters' } },
              allow: { to: { element: [{ type: 'api-adapters' }, { type: 'api-root', fileInternalPath: 'config.ts' }] } },
            },
            {
              from: { element: { type: 'api-http' } },
              allow: {
                to: {
                  element: [
                    { type: 'api-http' },
                    { type: 'api-documents' },
                    { type: 'api-root', fileInternalPath: 'policies.ts' },
                  ],
                },
              },
            },
            {
              from: { element: { types: ['api-documents', 'api-domain', 'api-money'] } },
              allow: { to: { element: { type: 'api-documents' } } },
            },
            { from: { element: { type: 'api-domain' } }, allow: { to: { element: { type: 'api-domain' } } } },
            // Every feature file, routes.ts included.
            {
              from: { element: { type: 'api-feature' } },
              allow: {
                to: {
                  element: [
                    { type: 'api-feature', fileInternalPath: 'index.ts' },
                    { type: 'api-money' },
                    { type: 'api-http' },
                    { type: 'api-root', fileInternalPath: 'config.ts' },
                  ],
                },
              },
            },
            // A feature's other files (its service, model, ...) also read and decide.
            {
              from: { element: { type: 'api-feature', fileInternalPath: '!routes.ts' } },
              allow: {
                to: {
                  element: [
                    { type: 'api-documents' },
                    { type: 'api-domain' },
                    { type: 'api-root', fileInternalPath: 'policies.ts' },
                  ],
                },
              },
            },
          ],
        },
      ],
    },
  },
  // A feature's HTTP surface is its routes.ts: no other file of a feature builds a router.
  {
    files: ['functions/src/features/**/*.ts'],
    ignores: ['functions/src/features/*/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='Router']",
          message: "Only a feature's routes.ts builds a router; this file is its service (docs/architecture.md).",
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
        {
          selector: "MemberExpression[object.name='deps'][property.value='store']",
          message: 'Routes call their service; only services touch the store.',
        },
        {
          selector: "ObjectPattern > Property[key.name='store']",
          message: 'Routes call their service; only services touch the store (no `{ store }` from deps).',
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
