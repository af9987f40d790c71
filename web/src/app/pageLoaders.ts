/**
 * Where each screen's code is (docs/product/screens.md#routes): every path of lib/paths.ts mapped onto the module of
 * its page, without React, so that the entry (main.tsx) can start loading the opened screen's chunk alongside the boot
 * (docs/performance.md#how-the-boot-is-kept-short). app/routes.tsx turns these into lazy routes. The landing screens'
 * pages are imported here, so their chunks start with the entry; every other page is a line of
 * app/pageImports.ts (the table to edit for a new screen), a chunk loaded first.
 */
import { CLIENT, PATHS, WORKER, type PagePath } from '../lib/paths';
import { preload, preloadBoth, type Preload } from '../lib/preload';
import type { PageImport, pageImports } from './pageImports';

type Module = Record<string, unknown> & { default?: unknown };
type Import = () => Promise<Module>;

export interface PageModule {
  /** The page's module, its page as the default export, with the query layer it renders in. */
  load: Preload<[Module, QueryLayer]>;
}

/** Every data page renders inside the query layer: loaded with it. */
export const loadQueryLayer = preload(() => import('../lib/query/QueryProvider'));
type QueryLayer = Awaited<ReturnType<typeof loadQueryLayer>>;

/** The landing screens' pages (common/src/landing.ts): imported here, so they start with the entry. */
const roomPage = () => import('../features/rooms/RoomPage');
const landing = {
  [CLIENT.jobs]: () => import('../features/jobs/MyJobsPage'),
  [WORKER.jobs]: () => import('../features/jobs/OpenJobsPage'),
  [CLIENT.contract]: () => import('../features/contracts/ClientContractPage'),
  [WORKER.contract]: () => import('../features/contracts/WorkerContractPage'),
  [CLIENT.room]: roomPage,
  [WORKER.room]: roomPage,
} as const satisfies Partial<Record<PagePath, Import>>;

/** The paths whose page is imported here; app/pageImports.ts has every other path's. */
export type LandingPath = keyof typeof landing;
const isLanding = (path: PagePath): path is LandingPath => path in landing;

/** Every other page, through app/pageImports.ts (one more round trip, never before a landing screen). */
const loadPageImports = preload(() => import('./pageImports'));

/** One preload per page module, shared by the paths that render it. */
const modules = new Map<Import, Preload<Module>>();
function modulePreload(load: Import): Preload<Module> {
  let found = modules.get(load);
  if (!found) modules.set(load, (found = preload(load)));
  return found;
}

/** A page of app/pageImports.ts: its module's preload, its export as the default. */
function importedPage(path: Exclude<PagePath, LandingPath>): Preload<Module> {
  const entryOf = (t: { pageImports: typeof pageImports }): readonly [Import, string] => {
    const entry: PageImport = t.pageImports[path];
    return typeof entry === 'function' ? [entry, 'default'] : entry;
  };
  let page: Module | undefined;
  const pick = (m: Module, name: string): Module => (page ??= name === 'default' ? m : { default: m[name] });
  const load = () =>
    loadPageImports().then((t) => {
      const [module, name] = entryOf(t);
      return modulePreload(module)().then((m) => pick(m, name));
    });
  const peek = () => {
    const t = loadPageImports.peek();
    if (!t) return undefined;
    const [module, name] = entryOf(t);
    const m = modulePreload(module).peek();
    return m && pick(m, name);
  };
  return Object.assign(load, { peek });
}

/** Page modules by full path: every path of lib/paths.ts. */
export const pageModules: Record<string, PageModule> = Object.fromEntries(
  [...Object.values(PATHS.client), ...Object.values(PATHS.worker)].map((path) => {
    const page = isLanding(path) ? modulePreload(landing[path]) : importedPage(path);
    return [path, { load: preloadBoth(page, loadQueryLayer) }];
  }),
);

/** The registered path a location's pathname opens (a literal segment wins over `:id`), if any. */
export function matchPage(pathname: string): string | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  let best: { path: string; literal: number } | undefined;
  for (const path of Object.keys(pageModules)) {
    const pattern = path.split('/');
    if (pattern.length !== parts.length) continue;
    let literal = 0;
    const fits = pattern.every((seg, i) => {
      if (seg.startsWith(':')) return parts[i] !== '';
      literal += 1;
      return seg === parts[i];
    });
    if (fits && (!best || literal > best.literal)) best = { path, literal };
  }
  return best?.path;
}

let opening: Promise<unknown> = Promise.resolve();

/** Starts loading the page a pathname opens (and the query layer): the route then renders without waiting. */
export function prefetchPage(pathname: string): void {
  const path = matchPage(pathname);
  if (!path) return;
  opening = pageModules[path].load().catch(() => undefined);
}

/** Settles once the page last prefetched has loaded (or failed to: its route then reports it). */
export const pageOpening = () => opening;
