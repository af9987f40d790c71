/**
 * The route registry (SPEC 2.2): every path of lib/paths.ts mapped onto its page. Each page is its
 * own chunk; a screen both sides have is one page registered under both sides' paths. Data pages
 * load the query layer in parallel with their chunk, so the gate screens never carry it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CLIENT, WORKER } from '../lib/paths';
import { AppShell } from './AppShell';
import { SideGuard } from './SideGuard';

type Page = LazyExoticComponent<ComponentType>;
type Module = Record<string, unknown> & { default?: unknown };

/** A lazy page wrapped in the query provider; `name` picks a named export instead of the default. */
function page<M extends Module>(load: () => Promise<M>, name: keyof M = 'default'): Page {
  return lazy(async () => {
    const [m, q] = await Promise.all([load(), import('../lib/query/QueryProvider')]);
    const Component = m[name] as ComponentType;
    return {
      default: () => (
        <q.QueryProvider>
          <Component />
        </q.QueryProvider>
      ),
    };
  });
}

const NotFound = lazy(() => import('../features/info/NotFoundPage'));

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

/** Pages by full path; both sides' maps are built from lib/paths.ts only. */
export const pages: Record<string, Page> = {
  [CLIENT.jobs]: page(jobs.mine),
  [CLIENT.stoppedJobs]: page(jobs.stopped),
  [CLIENT.job]: page(jobs.clientDetail),
  [CLIENT.applicants]: page(() => import('../features/applications/ApplicantsPage')),
  [CLIENT.contracts]: page(contracts.ongoing),
  [CLIENT.finishedContracts]: page(contracts.finished),
  [CLIENT.newJob]: page(jobs.create),
  [CLIENT.contract]: page(contracts.detail),
  [CLIENT.search]: page(() => import('../features/search/WorkerSearchPage')),
  [CLIENT.searchResult]: page(() => import('../features/search/WorkerSearchResultPage')),
  [CLIENT.worker]: page(() => import('../features/profiles/WorkerProfilePage')),
  [CLIENT.mypage]: page(() => import('../features/mypage/ClientMypage')),
  [CLIENT.edit]: page(clientEdit, 'ClientEditMenu'),
  [CLIENT.editImg]: page(clientEdit, 'ClientEditImg'),
  [CLIENT.editClassify]: page(clientEdit, 'ClientEditClassify'),
  [CLIENT.editCorporation]: page(clientEdit, 'ClientEditCorporation'),
  [CLIENT.editInfo]: page(clientEdit, 'ClientEditInfo'),
  [CLIENT.editAbout]: page(clientEdit, 'ClientEditAbout'),
  [CLIENT.terms]: page(() => import('../features/info/TermsPage')),
  [CLIENT.policy]: page(() => import('../features/info/PolicyPage')),
  [CLIENT.contact]: page(() => import('../features/info/ContactPage')),
  [CLIENT.account]: page(() => import('../features/payments/PaymentsPage')),
  [CLIENT.receipt]: page(() => import('../features/payments/ReceiptPage')),
  [CLIENT.messages]: page(rooms.ongoing),
  [CLIENT.finishedMessages]: page(rooms.finished),
  [CLIENT.room]: page(rooms.room),
  [CLIENT.notice]: page(notices),

  [WORKER.jobs]: page(jobs.open),
  [WORKER.job]: page(jobs.workerDetail),
  [WORKER.apply]: page(() => import('../features/applications/ApplyPage')),
  [WORKER.search]: page(() => import('../features/search/JobSearchPage')),
  [WORKER.searchResult]: page(() => import('../features/search/JobSearchResultPage')),
  [WORKER.listings]: page(() => import('../features/listings/ListingsPage')),
  [WORKER.stoppedListings]: page(() => import('../features/listings/StoppedListingsPage')),
  [WORKER.newListing]: page(() => import('../features/listings/NewListingPage')),
  [WORKER.listing]: page(() => import('../features/listings/ListingDetailPage')),
  [WORKER.contracts]: page(contracts.ongoing),
  [WORKER.finishedContracts]: page(contracts.finished),
  [WORKER.contract]: page(contracts.detail),
  [WORKER.mypage]: page(() => import('../features/mypage/WorkerMypage')),
  [WORKER.edit]: page(workerEdit, 'WorkerEditMenu'),
  [WORKER.editImg]: page(workerEdit, 'WorkerEditImg'),
  [WORKER.editProfile]: page(workerEdit, 'WorkerEditProfile'),
  [WORKER.editOccupation]: page(workerEdit, 'WorkerEditOccupation'),
  [WORKER.editSkills]: page(workerEdit, 'WorkerEditSkills'),
  [WORKER.editAbout]: page(workerEdit, 'WorkerEditAbout'),
  [WORKER.terms]: page(() => import('../features/info/TermsPage')),
  [WORKER.policy]: page(() => import('../features/info/PolicyPage')),
  [WORKER.contact]: page(() => import('../features/info/ContactPage')),
  [WORKER.account]: page(() => import('../features/payouts/AccountPage')),
  [WORKER.accountEdit]: page(() => import('../features/payouts/AccountEditPage')),
  [WORKER.reward]: page(() => import('../features/payouts/RewardPage')),
  [WORKER.rewardHistory]: page(() => import('../features/payouts/RewardHistoryPage')),
  [WORKER.messages]: page(rooms.ongoing),
  [WORKER.finishedMessages]: page(rooms.finished),
  [WORKER.room]: page(rooms.room),
  [WORKER.notice]: page(notices),
};

/** One side's pages as child routes of /client or /worker. */
const sideRoutes = (side: 'client' | 'worker'): RouteObject[] =>
  Object.entries(pages)
    .filter(([path]) => path.startsWith(`/${side}/`))
    .map(([path, Component]) => ({ path: path.slice(side.length + 2), element: <Component /> }));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <SideGuard /> },
      { path: 'client', element: <SideGuard side="client" />, children: sideRoutes('client') },
      { path: 'worker', element: <SideGuard side="worker" />, children: sideRoutes('worker') },
      { path: '*', element: <NotFound /> },
    ],
  },
];
