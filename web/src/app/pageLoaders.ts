/**
 * Where each screen's code is (SPEC 2.2): every path of lib/paths.ts mapped onto the module of its
 * page, without React, so that the entry (main.tsx) can start loading the opened screen's chunk
 * alongside the boot (issue 12). app/routes.tsx turns these into lazy routes.
 */
import { CLIENT, WORKER } from '../lib/paths';
import { preload, preloadBoth, type Preload } from '../lib/preload';

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

const jobs = {
  mine: () => import('../features/jobs/MyJobsPage'),
  stopped: () => import('../features/jobs/StoppedJobsPage'),
  clientDetail: () => import('../features/jobs/ClientJobDetailPage'),
  workerDetail: () => import('../features/jobs/WorkerJobDetailPage'),
  open: () => import('../features/jobs/OpenJobsPage'),
  create: () => import('../features/jobs/NewJobPage'),
};
const contracts = {
  ongoing: () => import('../features/contracts/ContractsPage'),
  finished: () => import('../features/contracts/FinishedContractsPage'),
  detail: () => import('../features/contracts/ContractDetailPage'),
};
const notices = () => import('../features/notices/NoticesPage');
const rooms = {
  ongoing: () => import('../features/rooms/RoomsPage'),
  finished: () => import('../features/rooms/FinishedRoomsPage'),
  room: () => import('../features/rooms/RoomPage'),
};
const clientEdit = () => import('../features/mypage/ClientEdit');
const workerEdit = () => import('../features/mypage/WorkerEdit');

/** One preload per page module, shared by the paths that render it. */
const preloads = new Map<() => Promise<Module>, Preload<[Module, QueryLayer]>>();
function withPreloads(table: Record<string, { load: () => Promise<Module>; name?: string }>): Record<string, PageModule> {
  return Object.fromEntries(
    Object.entries(table).map(([path, { load, name }]) => {
      if (!preloads.has(load)) preloads.set(load, preloadBoth(preload(load), loadQueryLayer));
      return [path, { load: preloads.get(load)!, name }];
    }),
  );
}

/** Page modules by full path; both sides' maps are built from lib/paths.ts only. */
export const pageModules: Record<string, PageModule> = withPreloads({
  [CLIENT.jobs]: { load: jobs.mine },
  [CLIENT.stoppedJobs]: { load: jobs.stopped },
  [CLIENT.job]: { load: jobs.clientDetail },
  [CLIENT.applicants]: { load: () => import('../features/applications/ApplicantsPage') },
  [CLIENT.contracts]: { load: contracts.ongoing },
  [CLIENT.finishedContracts]: { load: contracts.finished },
  [CLIENT.newJob]: { load: jobs.create },
  [CLIENT.contract]: { load: contracts.detail },
  [CLIENT.search]: { load: () => import('../features/search/WorkerSearchPage') },
  [CLIENT.searchResult]: { load: () => import('../features/search/WorkerSearchResultPage') },
  [CLIENT.worker]: { load: () => import('../features/profiles/WorkerProfilePage') },
  [CLIENT.mypage]: { load: () => import('../features/mypage/ClientMypage') },
  [CLIENT.edit]: { load: clientEdit, name: 'ClientEditMenu' },
  [CLIENT.editImg]: { load: clientEdit, name: 'ClientEditImg' },
  [CLIENT.editClassify]: { load: clientEdit, name: 'ClientEditClassify' },
  [CLIENT.editCorporation]: { load: clientEdit, name: 'ClientEditCorporation' },
  [CLIENT.editInfo]: { load: clientEdit, name: 'ClientEditInfo' },
  [CLIENT.editAbout]: { load: clientEdit, name: 'ClientEditAbout' },
  [CLIENT.terms]: { load: () => import('../features/info/TermsPage') },
  [CLIENT.policy]: { load: () => import('../features/info/PolicyPage') },
  [CLIENT.contact]: { load: () => import('../features/info/ContactPage') },
  [CLIENT.account]: { load: () => import('../features/payments/PaymentsPage') },
  [CLIENT.receipt]: { load: () => import('../features/payments/ReceiptPage') },
  [CLIENT.messages]: { load: rooms.ongoing },
  [CLIENT.finishedMessages]: { load: rooms.finished },
  [CLIENT.room]: { load: rooms.room },
  [CLIENT.notice]: { load: notices },

  [WORKER.jobs]: { load: jobs.open },
  [WORKER.job]: { load: jobs.workerDetail },
  [WORKER.apply]: { load: () => import('../features/applications/ApplyPage') },
  [WORKER.search]: { load: () => import('../features/search/JobSearchPage') },
  [WORKER.searchResult]: { load: () => import('../features/search/JobSearchResultPage') },
  [WORKER.listings]: { load: () => import('../features/listings/ListingsPage') },
  [WORKER.stoppedListings]: { load: () => import('../features/listings/StoppedListingsPage') },
  [WORKER.newListing]: { load: () => import('../features/listings/NewListingPage') },
  [WORKER.listing]: { load: () => import('../features/listings/ListingDetailPage') },
  [WORKER.contracts]: { load: contracts.ongoing },
  [WORKER.finishedContracts]: { load: contracts.finished },
  [WORKER.contract]: { load: contracts.detail },
  [WORKER.mypage]: { load: () => import('../features/mypage/WorkerMypage') },
  [WORKER.edit]: { load: workerEdit, name: 'WorkerEditMenu' },
  [WORKER.editImg]: { load: workerEdit, name: 'WorkerEditImg' },
  [WORKER.editProfile]: { load: workerEdit, name: 'WorkerEditProfile' },
  [WORKER.editOccupation]: { load: workerEdit, name: 'WorkerEditOccupation' },
  [WORKER.editSkills]: { load: workerEdit, name: 'WorkerEditSkills' },
  [WORKER.editAbout]: { load: workerEdit, name: 'WorkerEditAbout' },
  [WORKER.terms]: { load: () => import('../features/info/TermsPage') },
  [WORKER.policy]: { load: () => import('../features/info/PolicyPage') },
  [WORKER.contact]: { load: () => import('../features/info/ContactPage') },
  [WORKER.account]: { load: () => import('../features/payouts/AccountPage') },
  [WORKER.accountEdit]: { load: () => import('../features/payouts/AccountEditPage') },
  [WORKER.reward]: { load: () => import('../features/payouts/RewardPage') },
  [WORKER.rewardHistory]: { load: () => import('../features/payouts/RewardHistoryPage') },
  [WORKER.messages]: { load: rooms.ongoing },
  [WORKER.finishedMessages]: { load: rooms.finished },
  [WORKER.room]: { load: rooms.room },
  [WORKER.notice]: { load: notices },
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
