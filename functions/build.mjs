// Bundles functions/src with the shared code in ../common into lib/index.js, so that
// `firebase deploy` (which uploads only functions/) needs nothing outside this folder.
// npm dependencies stay external and are installed from functions/package.json on deploy.
// scripts/deploy-smoke.mjs runs this bundle with only those dependencies installed (npm test).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
// Packages our code imports that are bundled rather than installed: yup (the shared schemas) and
// jsonwebtoken (the local LINE stand-in). Any other package must be in functions/package.json.
const BUNDLED = ['yup', 'jsonwebtoken'];
const packageName = (spec) => (spec.startsWith('@') ? spec.split('/', 2).join('/') : spec.split('/')[0]);

/** Fails the build when src/ or common/ imports a package functions/package.json does not list. */
const declaredDependencies = {
  name: 'declared-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.importer.includes('node_modules') || isBuiltin(args.path) || args.path.startsWith('@common/')) return undefined;
      const name = packageName(args.path);
      if (name in pkg.dependencies || BUNDLED.includes(name)) return undefined;
      return {
        errors: [
          {
            text: `"${name}" is imported but not listed in functions/package.json dependencies (deploy installs only those); add it there, or to BUNDLED in build.mjs`,
          },
        ],
      };
    });
  },
};

/**
 * Keeps the local stand-ins out of lib/index.js: index.ts loads them with `import('./localDeps.js')`
 * only off production (the Functions emulator), and that import stays a runtime import of the
 * separately built lib/localDeps.js, which firebase.json's ignore list keeps out of the upload.
 */
const LOCAL_ENTRY = 'localDeps';
const localDepsApart = {
  name: 'local-deps-apart',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^\\./${LOCAL_ENTRY}(\\.js)?$`) }, (args) =>
      args.importer.endsWith(`src${sep}index.ts`) ? { path: `./${LOCAL_ENTRY}.js`, external: true } : undefined,
    );
  },
};

// `node build.mjs --outdir <dir>` builds elsewhere (functions/test/bundle.test.ts checks that bundle).
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg >= 0 ? process.argv[outdirArg + 1] : 'lib';

const options = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // The listed dependencies stay external; BUNDLED packages are bundled with the code.
  external: Object.keys(pkg.dependencies),
  alias: { '@common': '../common/src' },
  absWorkingDir: dirname(fileURLToPath(import.meta.url)),
  logLevel: process.argv.includes('--quiet') ? 'warning' : 'info',
};
await Promise.all([
  // What deploys: production adapters only.
  build({
    ...options,
    entryPoints: ['src/index.ts'],
    outfile: join(outdir, 'index.js'),
    plugins: [declaredDependencies, localDepsApart],
  }),
  // The local stand-ins, for the Functions emulator (never uploaded).
  build({
    ...options,
    entryPoints: [`src/${LOCAL_ENTRY}.ts`],
    outfile: join(outdir, `${LOCAL_ENTRY}.js`),
    plugins: [declaredDependencies],
  }),
]);
