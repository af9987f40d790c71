/**
 * How the production build cuts the app into chunks (docs/performance.md), for web/vite.config.ts: the groups
 * every first screen loads (`chunkGroups`), one chunk set per landing screen (`landingGroup`), and
 * the check that the entry waits for none of them (`entryImportsNoGroup`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { lucideImports } from './lucideImports';

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

/** A module id or path with `/` as the separator. */
const norm = (id: string) => id.replaceAll('\\', '/');

/**
 * Chunks of what the first screens run. Left to itself the bundler names shared chunks
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
 * - chakra-forms: Chakra's field, input and textarea with Ark's field machinery they are built on
 *   (about 5 KB gzipped), for the screens with a form field; a first screen without one never loads
 *   it (the room's composer uses components/forms/PlainTextarea.tsx);
 * - icons: lucide's runtime and the tab bar's icons (a page's other icons stay in its chunk);
 * - shell: app/mount.tsx and the app modules it renders on every screen, gate screens included (only
 *   these modules: what they import stays where it is, as most of it is the entry's);
 * - recipes: the Chakra recipes of components no first screen renders (components/theme/deferredRecipes.ts
 *   and the recipe modules it imports), loaded once the first screen has painted (app/Root.tsx). No
 *   landing screen's first render uses one of them (the bench would list this chunk before its first
 *   card if one did: the component would wait for it).
 * The entry chunk must not import any of them (it would wait for React and Chakra before starting the
 * boot): `entryImportsNoGroup` below fails the build if it does.
 */
export function chunkGroups(srcDir: string) {
  const shellComponents = ['box', 'center', 'flex', 'spinner', 'visually-hidden', 'stack', 'text', 'heading'];
  const gateComponents = ['button', 'image', 'link', 'code'];
  const formComponents = ['input', 'field', 'textarea'];
  const chakraFormComponent = new RegExp(`/@chakra-ui/react/dist/esm/components/(${formComponents.join('|')})/\\1\\.js$`);
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
    'lib/pagePainted.ts',
    'lib/lazyPreloaded.ts',
    'features/session/index.ts',
    'features/session/SessionProvider.tsx',
    'features/session/intendedPath.ts',
    'components/feedback/toaster.tsx',
    'components/feedback/ErrorBoundary.tsx',
    'components/feedback/recoveryActions.ts',
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
      name: 'chakra-forms',
      priority: 25,
      test: idTest((id) => chakraFormComponent.test(id) || /\/@ark-ui\/react\/dist\/components\/field\//.test(id)),
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
    { name: 'recipes', priority: 10, test: idTest((id) => id.endsWith('/src/components/theme/deferredRecipes.ts')) },
  ];
}

/**
 * Fails the build if the entry chunk imports one of the groups' chunks (see `chunkGroups`), or if a
 * gate screen loads a landing screen's chunk (see `landingGroup`).
 */
export function entryImportsNoGroup(groups: string[]): Plugin {
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
      // No chunk imports itself through others: a cycle runs only as long as no module of it uses
      // another's binding at load time.
      const visiting = new Set<string>();
      const done = new Set<string>();
      const findCycle = (file: string, path: string[]): string[] | null => {
        if (done.has(file)) return null;
        if (visiting.has(file)) return [...path.slice(path.indexOf(file)), file];
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') return null;
        visiting.add(file);
        for (const f of chunk.imports) {
          const cycle = findCycle(f, [...path, file]);
          if (cycle) return cycle;
        }
        visiting.delete(file);
        done.add(file);
        return null;
      };
      for (const file of Object.keys(bundle)) {
        const cycle = findCycle(file, []);
        if (cycle) this.error(`chunk cycle: ${cycle.join(' -> ')} (tools/chunkGroups.ts)`);
      }
      // No gate screen loads a landing screen's chunk (see `landingGroup`).
      const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') return seen;
        seen.add(file);
        for (const f of chunk.imports) staticClosure(f, seen);
        return seen;
      };
      for (const chunk of Object.values(bundle)) {
        const root =
          chunk.type === 'chunk' &&
          chunk.facadeModuleId &&
          GATE_ROOTS.find((f) => chunk.facadeModuleId!.replaceAll('\\', '/').endsWith(`/src/${f}`));
        if (!root) continue;
        const landing = [...staticClosure(chunk.fileName)].filter((f) => /(^|\/)l-[a-z]+-/.test(f));
        if (landing.length)
          this.error(
            `${root} (gate screen) loads ${landing.join(', ')}: a landing screen's chunk (tools/chunkGroups.ts, landingGroup).`,
          );
      }
    },
  };
}

/** What Rolldown's chunking context tells about a module (the part used here). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The screens a returning user lands on (common/src/landing.ts) and the routed app every one of them
 * loads with its page (app/loadRoutedApp.ts, app/pageLoaders.ts' query layer), by the one-letter code
 * their chunks are named with (`l-<codes>`: the names recur in every chunk that imports or preloads
 * them, so they are kept short).
 */
const LANDING_ROOTS: Record<string, string[]> = {
  a: ['app/RoutedApp.tsx', 'app/AppNav.tsx', 'lib/query/QueryProvider.tsx'], // the routed app
  o: ['features/jobs/OpenJobsPage.tsx'], // the worker's open jobs
  j: ['features/jobs/MyJobsPage.tsx'], // the client's jobs
  // One code per side: each side's contract page loads only its own panel.
  c: ['features/contracts/ClientContractPage.tsx'],
  w: ['features/contracts/WorkerContractPage.tsx'],
  r: ['features/rooms/RoomPage.tsx'], // a message room
};

/** What the gate screens run: the entry, the app it mounts, and the gate screens (app/gateScreens.ts). */
const GATE_ROOTS = [
  'main.tsx',
  'app/mount.tsx',
  'features/session/LoginFailurePage.tsx',
  'features/session/SuspendedPage.tsx',
  'features/onboarding/VerificationForm.tsx',
  'features/onboarding/InitialSetup.tsx',
];

const sourceCache = new Map<string, string>();
const source = (file: string) => {
  if (!sourceCache.has(file)) sourceCache.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
  return sourceCache.get(file)!;
};
const resolveTs = (fromFile: string, spec: string) => {
  const base = join(dirname(fromFile), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => norm(base + ext)).find((f) => existsSync(f)) ?? null;
};

/**
 * A feature's public entry (`/src/features/<f>/index.ts`) as the names it re-exports from each module
 * (`export { A, B as C } from './File'`); null for any other module.
 */
export function reExports(file: string): Map<string, string[]> | null {
  if (!/\/src\/features\/[^/]+\/index\.ts$/.test(norm(file))) return null;
  const names = new Map<string, string[]>();
  for (const m of source(file).matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const target = resolveTs(file, m[2]);
    if (!target) continue;
    const exported = m[1]
      .split(',')
      .map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean);
    names.set(target, [...(names.get(target) ?? []), ...exported.map((n) => n.replace(/^type\s+/, ''))]);
  }
  return names;
}

/** The names `file` imports from module `target` (`import { A, B as C } from '…'`); type-only imports left out. */
export function namesImported(file: string, target: string): string[] {
  const names: string[] = [];
  for (const m of source(file).matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (m[1] || !m[3].startsWith('.') || resolveTs(file, m[3]) !== norm(target)) continue;
    for (const n of m[2].split(',')) {
      const name = n.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/**
 * One chunk per set of landing screens that share modules. Left to the bundler, a chunk is
 * cut for every set of lazy chunks sharing a module, and with about 60 pages a landing screen loaded
 * 40-55 files, most of them a few hundred bytes (each a request, on HTTP/1.1 queued six at a time,
 * and worse compressed alone). Here every module the landing screens import (and no gate screen)
 * goes into the chunk of the landing screens that import it: `l-o` (open jobs only), `l-acwr` (the
 * routed app, both contract pages and the room), … So a landing screen loads only modules it runs, in a handful of
 * files. Other pages import what they share with a landing screen from that screen's chunks (a few
 * KB more for them, cached once a landing screen has run). The gate screens' modules stay out, so
 * the verification form never loads a landing chunk. Lower priority than `chunkGroups`, whose
 * groups take their modules first. No cycle can form: a module's imports are reached by every
 * landing screen that reaches it, so a chunk only imports chunks of wider sets (or gate modules).
 */
export function landingGroup(srcDir: string) {
  const rootKey = new Map<string, string>();
  for (const [key, files] of Object.entries(LANDING_ROOTS)) for (const f of files) rootKey.set(norm(join(srcDir, f)), key);
  let gate: Set<string> | null = null;
  const keys = new Map<string, string | null>();

  /**
   * Every module the gate screens import (computed once per build): statically, and for the gate
   * screens' own parts (features/onboarding, features/session) also what they load later, such as
   * the setup's wizards and the verification's code step, so those never load a landing chunk either.
   */
  function gateModules(graph: ModuleGraph): Set<string> {
    const seen = new Set<string>();
    const stack = GATE_ROOTS.map((f) => norm(join(srcDir, f)));
    for (const id of stack)
      if (!graph.getModuleInfo(id)) throw new Error(`tools/chunkGroups.ts: gate screen module ${id} is not in the build`);
    const ownParts = /\/src\/features\/(onboarding|session)\//;
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      stack.push(...(info?.importedIds ?? []));
      if (ownParts.test(norm(id))) stack.push(...(info?.dynamicallyImportedIds ?? []));
    }
    return seen;
  }

  /**
   * The landing screens that import a module (statically, through any chain), as a chunk key. Through
   * a feature's public entry (features/<f>/index.ts, a list of re-exports) only the importers that
   * name one of the module's exports count: otherwise every card a feature exports would go with each
   * screen that uses one of them (open jobs loaded the contract's client card for its PostedBy line).
   */
  function landingKey(id: string, graph: ModuleGraph): string | null {
    const found = new Set<string>();
    const seen = new Set<string>();
    const stack: [string, string | null][] = [[id, null]];
    while (stack.length) {
      const [m, from] = stack.pop()!;
      const barrel = from ? reExports(m) : null;
      const seenKey = barrel ? `${m}\0${from}` : m;
      if (seen.has(seenKey)) continue;
      seen.add(seenKey);
      const key = rootKey.get(norm(m));
      if (key) {
        found.add(key);
        continue;
      }
      let importers = graph.getModuleInfo(m)?.importers ?? [];
      const names = barrel?.get(norm(from!));
      if (names) importers = importers.filter((importer) => namesImported(importer, m).some((n) => names.includes(n)));
      for (const importer of importers) stack.push([importer, m]);
    }
    return found.size
      ? Object.keys(LANDING_ROOTS)
          .filter((k) => found.has(k))
          .join('')
      : null;
  }

  return {
    debugName: 'landing',
    priority: 5,
    // A module's own chunk, not its imports': those go where their own landing screens put them.
    includeDependenciesRecursively: false,
    test: (id: string) => !id.startsWith('\0'),
    name(id: string, graph: ModuleGraph): string | null {
      gate ??= gateModules(graph);
      // The roots keep chunks of their own: each is imported dynamically, and a dynamic import's
      // module moved into a group chunk lost its exports (Rolldown 1.2, without its dependencies).
      if (gate.has(id) || rootKey.has(norm(id))) return null;
      if (!keys.has(id)) keys.set(id, landingKey(id, graph));
      const key = keys.get(id);
      return key ? `l-${key}` : null;
    },
  };
}

/**
 * Shorter preload lists. Vite lists, with every dynamic import, each chunk the imported one
 * needs, so that they are fetched in parallel (`__vite__mapDeps`); that list includes the chunks the
 * importing chunk has itself imported, which are loaded by then. Those names cost 2-3 KB gzipped
 * across a first screen's chunks. `resolveDependencies` (build.modulePreload) leaves them out, from the
 * chunk graph the plugin records before Vite writes the lists.
 */
export function preloadListsWithoutLoaded() {
  let bundle: Record<string, { type: string; imports?: string[] }> | null = null;
  const closures = new Map<string, Set<string>>();
  const loadedWith = (host: string): Set<string> => {
    let found = closures.get(host);
    if (found) return found;
    found = new Set<string>();
    const stack = [host];
    while (stack.length) {
      const file = stack.pop()!;
      if (found.has(file)) continue;
      found.add(file);
      stack.push(...(bundle?.[file]?.imports ?? []));
    }
    closures.set(host, found);
    return found;
  };
  const plugin: Plugin = {
    name: 'salonworks-preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as unknown as typeof bundle;
        closures.clear();
      },
    },
  };
  const resolveDependencies = (imported: string, deps: string[], { hostId }: { hostId: string }) => {
    if (!bundle) return deps;
    const loaded = loadedWith(hostId);
    return deps.filter((d) => d === imported || !loaded.has(d));
  };
  return { plugin, resolveDependencies };
}
