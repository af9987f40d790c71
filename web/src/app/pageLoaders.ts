/**
 * Where each screen's code is (SPEC 2.2): every path of lib/paths.ts mapped onto the module of its
 * page, without React, so that the entry (main.tsx) can start loading the opened screen's chunk
 * alongside the boot (issue 12). app/routes.tsx turns these into lazy routes. The landing screens'
 * chunks start with the entry; other pages' imports are in app/pageImports.ts, loaded first.
 */
import { CLIENT, WORKER } from '../lib/paths';
import { preload, preloadBoth, type Preload } from '../lib/preload';
import type { PageImport } from './pageImports';

type Module = Record<string, unknown> & { default?: unknown };

export interface PageModule {
  /** The page's module with the query layer it renders in. */
  load: Preload<[Module, QueryLayer]>;
  /** A named export instead of the default. */
  name?: string;
}

/** Every data page renders inside the query layer: loaded with it. */
export const loadQueryLayer = preload(() => import('../lib/query/QueryProvider'));
type QueryLayer = Awaited<ReturnType<typeof loadQueryLayer>>;

/** The landing screens' pages (common/src/landing.ts): imported here, so they start with the entry. */
const landing = {
  clientJobs: () => import('../features/jobs/MyJobsPage'),
  openJobs: () => import('../features/jobs/OpenJobsPage'),
  clientContract: () => import('../features/contracts/ClientContractPage'),
  workerContract: () => import('../features/contracts/WorkerContractPage'),
  room: () => import('../features/rooms/RoomPage'),
};

/** Every other page, through app/pageImports.ts (one more round trip, never before a landing screen). */
const loadPageImports = preload(() => import('./pageImports'));

/** One preload per page module, shared by the paths that render it. */
const preloads = new Map<string, Preload<[Module, QueryLayer]>>();
function modulePreload(key: PageImport | keyof typeof landing): Preload<[Module, QueryLayer]> {
  let found = preloads.get(key);
  if (!found) {
    const load =
      key in landing
        ? landing[key as keyof typeof landing]
        : () => loadPageImports().then((t): Promise<Module> => t.pageImports[key as PageImport]());
    found = preloadBoth(preload<Module>(load), loadQueryLayer);
    preloads.set(key, found);
  }
  return found;
}

/** A page's module (a landing screen's, or one of app/pageImports.ts), and its export if not the default. */
type Entry = PageImport | keyof typeof landing | [PageImport, string];
function withPreloads(table: Record<string, Entry>): Record<string, PageModule> {
  return Object.fromEntries(
    Object.entries(table).map(([path, entry]) => {
      const [key, name] = Array.isArray(entry) ? entry : [entry, undefined];
      return [path, { load: modulePreload(key), name }];
    }),
  );
}

/** Page modules by full path; both sides' maps are built from lib/paths.ts only. */
export const pageModules: Record<string, PageModule> = withPreloads({
  [CLIENT.jobs]: 'clientJobs',
  [CLIENT.stoppedJobs]: 'jobs/StoppedJobsPage',
  [CLIENT.job]: 'jobs/ClientJobDetailPage',
  [CLIENT.applicants]: 'applications/ApplicantsPage',
  [CLIENT.contracts]: 'contracts/ContractsPage',
  [CLIENT.finishedContracts]: 'contracts/FinishedContractsPage',
  [CLIENT.newJob]: 'jobs/NewJobPage',
  [CLIENT.contract]: 'clientContract',
  [CLIENT.search]: 'search/WorkerSearchPage',
  [CLIENT.searchResult]: 'search/WorkerSearchResultPage',
  [CLIENT.worker]: 'profiles/WorkerProfilePage',
  [CLIENT.mypage]: 'mypage/ClientMypage',
  [CLIENT.edit]: ['mypage/ClientEdit', 'ClientEditMenu'],
  [CLIENT.editImg]: ['mypage/ClientEdit', 'ClientEditImg'],
  [CLIENT.editClassify]: ['mypage/ClientEdit', 'ClientEditClassify'],
  [CLIENT.editCorporation]: ['mypage/ClientEdit', 'ClientEditCorporation'],
  [CLIENT.editInfo]: ['mypage/ClientEdit', 'ClientEditInfo'],
  [CLIENT.editAbout]: ['mypage/ClientEdit', 'ClientEditAbout'],
  [CLIENT.terms]: 'info/TermsPage',
  [CLIENT.policy]: 'info/PolicyPage',
  [CLIENT.contact]: 'info/ContactPage',
  [CLIENT.account]: 'payments/PaymentsPage',
  [CLIENT.receipt]: 'payments/ReceiptPage',
  [CLIENT.messages]: 'rooms/RoomsPage',
  [CLIENT.finishedMessages]: 'rooms/FinishedRoomsPage',
  [CLIENT.room]: 'room',
  [CLIENT.notice]: 'notices/NoticesPage',

  [WORKER.jobs]: 'openJobs',
  [WORKER.job]: 'jobs/WorkerJobDetailPage',
  [WORKER.apply]: 'applications/ApplyPage',
  [WORKER.search]: 'search/JobSearchPage',
  [WORKER.searchResult]: 'search/JobSearchResultPage',
  [WORKER.listings]: 'listings/ListingsPage',
  [WORKER.stoppedListings]: 'listings/StoppedListingsPage',
  [WORKER.newListing]: 'listings/NewListingPage',
  [WORKER.listing]: 'listings/ListingDetailPage',
  [WORKER.contracts]: 'contracts/ContractsPage',
  [WORKER.finishedContracts]: 'contracts/FinishedContractsPage',
  [WORKER.contract]: 'workerContract',
  [WORKER.mypage]: 'mypage/WorkerMypage',
  [WORKER.edit]: ['mypage/WorkerEdit', 'WorkerEditMenu'],
  [WORKER.editImg]: ['mypage/WorkerEdit', 'WorkerEditImg'],
  [WORKER.editProfile]: ['mypage/WorkerEdit', 'WorkerEditProfile'],
  [WORKER.editOccupation]: ['mypage/WorkerEdit', 'WorkerEditOccupation'],
  [WORKER.editSkills]: ['mypage/WorkerEdit', 'WorkerEditSkills'],
  [WORKER.editAbout]: ['mypage/WorkerEdit', 'WorkerEditAbout'],
  [WORKER.terms]: 'info/TermsPage',
  [WORKER.policy]: 'info/PolicyPage',
  [WORKER.contact]: 'info/ContactPage',
  [WORKER.account]: 'payouts/AccountPage',
  [WORKER.accountEdit]: 'payouts/AccountEditPage',
  [WORKER.reward]: 'payouts/RewardPage',
  [WORKER.rewardHistory]: 'payouts/RewardHistoryPage',
  [WORKER.messages]: 'rooms/RoomsPage',
  [WORKER.finishedMessages]: 'rooms/FinishedRoomsPage',
  [WORKER.room]: 'room',
  [WORKER.notice]: 'notices/NoticesPage',
});

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
