// Bundles functions/src with the shared code in ../common into lib/index.js, so that
// `firebase deploy` (which uploads only functions/) needs nothing outside this folder.
// npm dependencies stay external and are installed from functions/package.json on deploy.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // yup is a dependency of the shared code; it is bundled with it.
  external: Object.keys(pkg.dependencies),
  alias: { '@common': '../common/src' },
  logLevel: 'info',
});
