import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lucideImports } from './tools/lucideImports';
import { chunkGroups, entryImportsNoGroup, landingGroup, preloadListsWithoutLoaded } from './tools/chunkGroups';
import { checkWebEnv, isLocalBuild } from './src/lib/configSchema';
import { checkOperatorEnv } from './src/lib/operatorSettings';
import { LAST_SIDE_KEY } from './src/lib/lastSide';
import { VERIFICATION_PICTURE } from './src/features/onboarding/verificationPicture';

/**
 * Early connection to the Firebase Auth origin: signInWithCustomToken calls
 * identitytoolkit.googleapis.com (or the Auth emulator named by VITE_AUTH_EMULATOR_URL) right
 * after the session call, so the TLS handshake can happen while the boot runs. Only in production
 * builds: local ones (dev server, LIFF-mocked test build) talk to the emulator on loopback and get
 * no hint. The API needs none: it is same-origin (Hosting rewrites /liff/** to the function).
 */
export function authOrigin(env: Record<string, string>, local: boolean): string | null {
  if (local) return null;
  const emulator = env.VITE_AUTH_EMULATOR_URL?.trim();
  if (!emulator) return 'https://identitytoolkit.googleapis.com';
  try {
    return new URL(emulator).origin;
  } catch {
    return null;
  }
}

/**
 * The verification form's picture (its LCP element) is fetched with the HTML rather than after the
 * form's chunk, on a device that has not yet opened the app as a client or a worker (a new or an
 * unverified user, whose first screen is that form; src/lib/lastSide.ts). Others never see the form.
 */
const formPicturePreload = `(function(){try{if(!/^(client|worker)$/.test(localStorage.getItem(${JSON.stringify(LAST_SIDE_KEY)})||'')){var l=document.createElement('link');l.rel='preload';l.as='image';l.type='image/svg+xml';l.href='${VERIFICATION_PICTURE}';l.setAttribute('fetchpriority','high');document.head.appendChild(l)}}catch(e){}})()`;

function connectionHints(origin: string | null): Plugin {
  return {
    name: 'salonworks-connection-hints',
    transformIndexHtml: () => [
      ...(origin
        ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head-prepend' as const }]
        : []),
      { tag: 'script', children: formPicturePreload, injectTo: 'head' as const },
    ],
  };
}

/** Tests and their helpers beside the sources (Jest runs them; the dev server never loads them). */
const testOnly = /(\.test|(^|[\\/])testing)\.tsx?$/;

/**
 * Dev server (docs/performance.md): the dependencies that appear only once tools/lucideImports.ts has rewritten a
 * module (one `lucide-react/icons/<name>` per icon). Vite's dependency scanner runs no plugins, so it
 * never sees them; found only when a lazy screen was first opened, each made Vite re-bundle, answer 504
 * (Outdated Optimize Dep) to the requests of the previous bundle and reload the page. The same plugin
 * run over every source file lists them, so they are pre-bundled at start with the rest.
 */
function rewrittenDeps(srcDir: string): string[] {
  const transform = lucideImports().transform as unknown as (code: string, id: string) => { code: string } | null;
  const deps = new Set<string>();
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || testOnly.test(file)) continue;
    const id = join(srcDir, file);
    const out = transform(readFileSync(id, 'utf8'), id);
    for (const m of out?.code.matchAll(/from '(lucide-react\/icons\/[\w-]+)'/g) ?? []) deps.add(m[1]);
  }
  return [...deps].sort();
}

/**
 * The calls that build Chakra's component anatomies: dist/esm/anatomy.js builds every component's at
 * load (`createAnatomy(...).parts(...)`, `<imported>Anatomy$1.extendWith(...)`), which the bundler
 * keeps as possible side effects, so each recipe that imports one anatomy brought all of them (about
 * 1.5 KB gzipped). Declared pure, the unused ones are dropped.
 */
function anatomyBuilders(): string[] {
  const file = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/anatomy.js', import.meta.url));
  const names = new Set(['createAnatomy']);
  for (const m of readFileSync(file, 'utf8').matchAll(/ as (\w+Anatomy\$1)\b/g)) names.add(m[1]);
  return [...names];
}

/** The API is same-origin: Hosting rewrites /liff/** to the function in production, this proxy locally. */
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  if (command === 'build') {
    // A production build must not fall back to local demo ids (src/lib/configSchema.ts).
    const viteEnv = { ...loadEnv(mode, process.cwd(), 'VITE_'), DEV: false, MODE: mode };
    // The operator's identity and fee rate too (src/lib/operatorSettings.ts): malformed ones fail the build.
    const problems = [...checkWebEnv(viteEnv), ...checkOperatorEnv(viteEnv)];
    if (problems.length)
      throw new Error(
        `web configuration:\n  - ${problems.join('\n  - ')}\nSet them in web/.env.production.local or the environment (docs/architecture.md).`,
      );
  }
  const api = env.API_ORIGIN ?? `http://127.0.0.1:${env.API_PORT ?? 5050}`;
  // /admin: the operations console's API (docs/product/admin.md#console).
  const proxy = { '/liff': { target: api, changeOrigin: false }, '/admin': { target: api, changeOrigin: false } };
  const local = isLocalBuild({ ...env, DEV: command === 'serve', MODE: mode });
  // LIFF mocked, as lib/config.ts decides it (import.meta.env.DEV: the dev server, a development build).
  const dev = command === 'serve' || mode === 'development';
  const liffMock = env.VITE_LIFF_MOCK !== 'false' && (dev || env.VITE_LIFF_MOCK === 'true');
  const srcDir = fileURLToPath(new URL('./src', import.meta.url));
  const groups = command === 'build' ? chunkGroups(srcDir) : [];
  // The entry may import Vite's preload helper (a chunk of its own), no other group.
  const entryMustNotImport = groups.map((g) => g.name).filter((name) => name !== 'preload-helper');
  const preloadLists = preloadListsWithoutLoaded();
  return {
    plugins: [
      lucideImports(),
      react(),
      connectionHints(authOrigin(env, local)),
      entryImportsNoGroup(entryMustNotImport),
      preloadLists.plugin,
    ],
    resolve: {
      alias: [
        { find: '@common', replacement: fileURLToPath(new URL('../common/src', import.meta.url)) },
        // Chakra theme parts, file by file (see src/components/theme/chakraTheme.ts).
        {
          find: '@chakra-theme',
          replacement: fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url)),
        },
        // React Router ships a production build (its dev warnings compiled out) under dist/production, but
        // its package exports name only dist/development; production builds take the former, as React
        // Router's own Vite plugin does.
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fileURLToPath(
                  new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
                ),
              },
            ]
          : []),
        // With LIFF mocked, lib/line/liff.ts imports the mock statically (docs/architecture.md#local-line-user: a dynamic
        // import was one more round trip before the session call); other builds keep the stub, so they hold no mock.
        ...(liffMock
          ? [{ find: /^\.\/liffMockLoader$/, replacement: fileURLToPath(new URL('./src/lib/line/liffMock.ts', import.meta.url)) }]
          : []),
      ],
    },
    server: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 5173), strictPort: true, proxy },
    // Every dependency pre-bundled before the first page is served, so no first visit of a lazy screen
    // finds a new one (scripts/dev-routes-check.mjs visits every route right after start to prove it):
    // the scan starts from every source file rather than only index.html (and so also skips the
    // built dist-test*/index.html files), and holds the first bundle until the crawl has ended.
    optimizeDeps:
      command === 'serve'
        ? {
            entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/{*.test,testing}.{ts,tsx}'],
            include: rewrittenDeps(fileURLToPath(new URL('./src', import.meta.url))),
            holdUntilCrawlEnd: true,
          }
        : undefined,
    preview: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 4173), strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      // No polyfill for <link rel="modulepreload"> (0.5 KB on every first screen): every browser LINE
      // runs in supports it (Chromium 66+, Safari 17+); an older one loads each chunk when imported.
      modulePreload: { polyfill: false, resolveDependencies: preloadLists.resolveDependencies },
      rolldownOptions: {
        treeshake: {
          manualPureFunctions: anatomyBuilders(),
          // A feature's public entry only re-exports: a screen importing one name from it needs no other
          // module it lists (tools/chunkGroups.ts, landingGroup, counts only the importers of each name).
          moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
        },
        output: {
          codeSplitting: { groups: command === 'build' ? [...groups, landingGroup(srcDir)] : [] },
        },
      },
    },
  };
});
