import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lucideImports } from './tools/lucideImports';
import { checkWebEnv, isLocalBuild } from './src/lib/configSchema';

/**
 * Early connection to the Firebase Auth origin (issue 12): signInWithCustomToken calls
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

function connectionHints(origin: string | null): Plugin {
  return {
    name: 'salonworks-connection-hints',
    transformIndexHtml: () =>
      origin ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head-prepend' }] : [],
  };
}

/** Tests and their helpers beside the sources (Jest runs them; the dev server never loads them). */
const testOnly = /(\.test|(^|[\\/])testing)\.tsx?$/;

/**
 * Dev server (issue 12): the dependencies that appear only once tools/lucideImports.ts has rewritten a
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

/** The lucide icon files (`icons/<name>.mjs`) that the given source files import, as the plugin rewrites them. */
function iconFilesOf(srcDir: string, files: string[]): string[] {
  const transform = lucideImports().transform as unknown as (code: string, id: string) => { code: string } | null;
  const names = new Set<string>();
  for (const file of files) {
    const id = join(srcDir, file);
    if (!existsSync(id)) continue;
    const out = transform(readFileSync(id, 'utf8'), id);
    for (const m of out?.code.matchAll(/from 'lucide-react\/icons\/([\w-]+)'/g) ?? []) names.add(`${m[1]}.mjs`);
  }
  return [...names];
}

/** Tests a module id with `/` as the separator (ids use `\` on Windows). */
const idTest = (test: (id: string) => boolean) => (id: string) => test(id.replaceAll('\\', '/'));

/**
 * Chunks of what the first screens run (issue 12). Left to itself the bundler names shared chunks
 * after one of their modules and cuts them by which lazy chunks share them: a new user's first screen
 * loaded about 40 files, a dozen of them a few hundred bytes, and the former `icons` group (every
 * icon of the app), which held React too, since a group takes in what its modules import. These
 * groups hold what the shell and the gate screens need and every page loads anyway, so the first
 * screen loads about a dozen files and no byte more (a group loads whole wherever one of its modules
 * is needed):
 * - react: React, React DOM and the scheduler;
 * - router: React Router;
 * - chakra: Emotion, Chakra's styled system and base preset, our theme (components/theme/system.ts:
 *   the recipes of the first screens) and the Chakra components of the shell and the gate screens,
 *   each with what it imports;
 * - icons: lucide's runtime and the tab bar's icons (a page's other icons stay in its chunk);
 * - shell: app/mount.tsx and the app modules it renders on every screen, gate screens included (only
 *   these modules: what they import stays where it is, as most of it is the entry's);
 * - pages: what every page loads with its chunk (app/pageLoaders.ts) and no gate screen needs:
 *   TanStack Query and the recipes of components only pages render (components/theme/deferredRecipes.ts,
 *   whose loading the pages then never wait for).
 * The entry chunk must not import any of them (it would wait for React and Chakra before starting the
 * boot): `entryImportsNoGroup` below fails the build if it does.
 */
function chunkGroups(srcDir: string) {
  const shellComponents = ['box', 'center', 'flex', 'spinner', 'visually-hidden', 'stack', 'text', 'heading'];
  const gateComponents = ['input', 'field', 'button', 'image', 'link', 'code'];
  // Each component's own module (components/<name>/<name>.js, or index.js where that defines it),
  // not its folder's siblings (e.g. button/close-button.js, which brings Chakra's icon set).
  const chakraComponent = new RegExp(
    `/@chakra-ui/react/dist/esm/components/((${[...shellComponents, ...gateComponents].join('|')})/\\2|box/index|heading/index|text/index)\\.js$`,
  );
  const navIcons = new Set(iconFilesOf(srcDir, ['app/AppNav.tsx']));
  // The tab bar is in the shell while AppShell imports it statically (every screen then runs it); a
  // lazily loaded one gets a chunk of its own, which the gate screens do not load. (AppShell, the routes
  // and SideGuard are past the gates, in app/RoutedApp.tsx's chunk: the gate screens have no router.)
  const appShell = join(srcDir, 'app/AppShell.tsx');
  const staticNav =
    existsSync(appShell) && /^import \{[^}]*\bAppNav\b[^}]*\} from '\.\/AppNav';/m.test(readFileSync(appShell, 'utf8'));
  const shellModules = [
    'app/mount.tsx',
    'app/Root.tsx',
    'app/GateShell.tsx',
    'app/pagePainted.ts',
    'features/session/index.ts',
    'features/session/SessionProvider.tsx',
    'features/session/intendedPath.ts',
    'components/feedback/toaster.tsx',
    'components/layout/FullScreenSpinner.tsx',
    'components/layout/PageColumn.tsx',
    'components/layout/nav.ts',
    ...(staticNav ? ['app/AppNav.tsx', 'features/rooms/nav.ts', 'features/rooms/badgesApi.ts'] : []),
  ].map((f) => `/web/src/${f}`);
  return [
    // Vite's preload helper, which the entry and every chunk with a dynamic import use: a chunk of its
    // own (as without groups), else the chakra group (system.ts loads the deferred recipes) takes it in.
    { name: 'preload-helper', priority: 50, test: idTest((id) => id.includes('vite/preload-helper')) },
    { name: 'react', priority: 40, test: idTest((id) => /\/node_modules\/(react|react-dom|scheduler)\//.test(id)) },
    { name: 'router', priority: 35, test: idTest((id) => /\/node_modules\/react-router(-dom)?\//.test(id)) },
    {
      name: 'chakra',
      priority: 30,
      test: idTest(
        (id) =>
          /\/node_modules\/(@emotion\/|stylis\/|@pandacss\/is-valid-prop\/)/.test(id) ||
          /\/@chakra-ui\/react\/dist\/esm\/(styled-system|utils|theme\/tokens|theme\/semantic-tokens)\//.test(id) ||
          id.endsWith('/@chakra-ui/react/dist/esm/preset-base.js') ||
          chakraComponent.test(id) ||
          /\/src\/components\/theme\/(system|chakraTheme)\.ts$/.test(id),
      ),
    },
    {
      name: 'icons',
      priority: 20,
      test: idTest((id) => {
        const m = /\/lucide-react\/dist\/esm\/(.*)$/.exec(id);
        return !!m && (!m[1].startsWith('icons/') || navIcons.has(m[1].slice('icons/'.length)));
      }),
    },
    {
      name: 'shell',
      priority: 10,
      includeDependenciesRecursively: false,
      test: idTest((id) => shellModules.some((m) => id.endsWith(m)) || id.endsWith('/common/src/limits.ts')),
    },
    {
      name: 'pages',
      priority: 10,
      test: idTest(
        (id) =>
          /\/node_modules\/@tanstack\/(query-core|react-query)\//.test(id) ||
          id.endsWith('/src/components/theme/deferredRecipes.ts'),
      ),
    },
  ];
}

/** Fails the build if the entry chunk imports one of the groups' chunks (see `chunkGroups`). */
function entryImportsNoGroup(groups: string[]): Plugin {
  return {
    name: 'salonworks-entry-imports-no-group',
    apply: 'build',
    generateBundle(_options, bundle) {
      const isGroup = (file: string) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' && groups.includes(chunk.name);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const imported = chunk.imports.filter(isGroup);
        if (imported.length)
          this.error(
            `${chunk.fileName} imports ${imported.join(', ')}: the boot would wait for them. A module of the entry (main.tsx and what it imports statically) is in a chunk group of vite.config.ts; import it dynamically or keep it out of the group.`,
          );
      }
    },
  };
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
    const problems = checkWebEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), DEV: false, MODE: mode });
    if (problems.length)
      throw new Error(
        `web configuration:\n  - ${problems.join('\n  - ')}\nSet them in web/.env.production.local or the environment (docs/architecture.md).`,
      );
  }
  const api = env.API_ORIGIN ?? `http://127.0.0.1:${env.API_PORT ?? 5050}`;
  const proxy = { '/liff': { target: api, changeOrigin: false } };
  const local = isLocalBuild({ ...env, DEV: command === 'serve', MODE: mode });
  // LIFF mocked, as lib/config.ts decides it (import.meta.env.DEV: the dev server, a development build).
  const dev = command === 'serve' || mode === 'development';
  const liffMock = env.VITE_LIFF_MOCK !== 'false' && (dev || env.VITE_LIFF_MOCK === 'true');
  const groups = command === 'build' ? chunkGroups(fileURLToPath(new URL('./src', import.meta.url))) : [];
  // The entry may import Vite's preload helper (a chunk of its own), no other group.
  const entryMustNotImport = groups.map((g) => g.name).filter((name) => name !== 'preload-helper');
  return {
    plugins: [lucideImports(), react(), connectionHints(authOrigin(env, local)), entryImportsNoGroup(entryMustNotImport)],
    resolve: {
      alias: [
        { find: '@common', replacement: fileURLToPath(new URL('../common/src', import.meta.url)) },
        // Chakra theme parts, file by file (see src/components/theme/chakraTheme.ts).
        {
          find: '@chakra-theme',
          replacement: fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url)),
        },
        // With LIFF mocked, lib/line/liff.ts imports the mock statically (issue 12: a dynamic import was one
        // more round trip before the session call); other builds keep the stub, so they hold no mock.
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
      rolldownOptions: {
        treeshake: { manualPureFunctions: anatomyBuilders() },
        output: {
          codeSplitting: { groups },
        },
      },
    },
  };
});
